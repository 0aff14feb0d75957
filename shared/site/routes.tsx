import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { Layout, type LayoutData } from "../components/Layout";
import { LANGS } from "../i18n/lang";
import { pageContentOf, type MenuData } from "./page-content";
import { About } from "../pages/About";
import { Cevapi } from "../pages/Cevapi";
import { Home } from "../pages/Home";
import { Location } from "../pages/Location";
import { MenuScreen } from "../pages/MenuScreen";
import { NotFound } from "../pages/NotFound";
import { Offline } from "../pages/Offline";
import type { RouteHandle } from "./route-handle";
import { PAGES, pagePath, type PageId } from "./site-pages";

const SCREENS: Record<PageId, ComponentType> = {
  home: Home,
  menu: MenuScreen,
  offer: MenuScreen,
  vouchers: MenuScreen,
  about: About,
  location: Location,
  cevapi: Cevapi,
  notFound: NotFound,
  offline: Offline,
};

/**
 * The route table, used by the server's static handler only: the worker has decided the page
 * and read its content before, and every link is an ordinary navigation.
 */
export function createRoutes(): RouteObject[] {
  return LANGS.map((lang) => ({
    path: pagePath("home", lang),
    element: <Layout lang={lang} />,
    loader: ({ context }): LayoutData => {
      const { notices, hours } = pageContentOf(context);
      return { notices, hours };
    },
    children: PAGES.map((page): RouteObject => {
      const Screen = SCREENS[page.id];
      const handle: RouteHandle = { pageId: page.id, lang, studentskiBoni: page.studentskiBoni ?? false };
      const loader = page.showsMenu
        ? ({ context }: { context: unknown }): MenuData => pageContentOf(context).menu ?? { food: null, vouchers: null }
        : undefined;
      const route = { handle, loader, element: <Screen /> };
      return page.slug ? { ...route, path: page.slug } : { ...route, index: true };
    }),
  }));
}
