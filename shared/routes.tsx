import type { ComponentType } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import { Layout } from "./components/Layout";
import type { DataAccess } from "./data-access";
import { LANGS, type Lang } from "./lang";
import { About } from "./pages/About";
import { Cevapi } from "./pages/Cevapi";
import { Home } from "./pages/Home";
import { Location } from "./pages/Location";
import { loadMenu, menuShouldRevalidate } from "./menu/menu-loader";
import { MenuScreen } from "./pages/MenuScreen";
import { NotFound } from "./pages/NotFound";
import type { RouteHandle } from "./route-handle";
import { PAGES, langOfPath, pagePath, type PageId } from "./site-pages";
import type { FoodData, Notice, VoucherMeal } from "./menu-schema";

export interface RouteDeps {
  data: DataAccess;
  /** Makes the language's strings available before a route of that language renders. */
  prepareLanguage(lang: Lang): Promise<void>;
}

export interface LayoutData {
  notices: Notice[];
}

/** null stands for "could not be read": the screen then says so and offers the phone. */
export interface MenuData {
  food: FoodData | null;
  vouchers: VoucherMeal[] | null;
}

const MENU_PAGES: ReadonlySet<PageId> = new Set(["menu", "offer", "vouchers"]);

const SCREENS: Record<PageId, ComponentType> = {
  home: Home,
  menu: MenuScreen,
  offer: MenuScreen,
  vouchers: MenuScreen,
  about: About,
  location: Location,
  cevapi: Cevapi,
  notFound: NotFound,
};

export function layoutRouteId(lang: Lang): string {
  return `layout-${lang}`;
}

export function createRoutes(deps: RouteDeps): RouteObject[] {
  return LANGS.map((lang) => ({
    id: layoutRouteId(lang),
    path: pagePath("home", lang),
    element: <Layout lang={lang} />,
    loader: async (): Promise<LayoutData> => {
      // Spec §4: a failed notice read is ignored; the page shows without notices.
      const [notices] = await Promise.all([deps.data.notices().catch(() => []), deps.prepareLanguage(lang)]);
      return { notices };
    },
    // Notices belong to the visit, not to a page: reload them only when the language changes.
    shouldRevalidate: ({ currentUrl, nextUrl }) => langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname),
    children: [
      ...PAGES.map((page): RouteObject => {
        const Screen = SCREENS[page.id];
        const handle: RouteHandle = { pageId: page.id, lang, studentskiBoni: page.studentskiBoni ?? false };
        const menu = MENU_PAGES.has(page.id)
          ? { loader: () => loadMenu(deps.data), shouldRevalidate: menuShouldRevalidate }
          : {};
        const route = { id: `${page.id}-${lang}`, handle, ...menu, element: <Screen /> };
        return page.slug ? { ...route, path: page.slug } : { ...route, index: true };
      }),
      { path: "*", element: <Navigate to={pagePath("notFound", lang)} replace /> },
    ],
  }));
}
