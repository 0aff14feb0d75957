import type { ComponentType } from "react";
import { Layout } from "../components/Layout";
import { About } from "../pages/About";
import { Cevapi } from "../pages/Cevapi";
import { Home } from "../pages/Home";
import { Location } from "../pages/Location";
import { Lunch } from "../pages/Lunch";
import { MenuScreen } from "../pages/MenuScreen";
import { NotFound } from "../pages/NotFound";
import { Offline } from "../pages/Offline";
import type { PageContent } from "./page-content";
import { PageRouteProvider, type PageRoute } from "./page-route";
import type { PageId } from "./site-pages";

const SCREENS: Record<PageId, ComponentType<{ content: PageContent }>> = {
  home: Home,
  menu: MenuScreen,
  offer: MenuScreen,
  vouchers: MenuScreen,
  lunch: Lunch,
  about: About,
  location: Location,
  cevapi: Cevapi,
  notFound: NotFound,
  offline: Offline,
};

/** A whole page: the layout around the screen of the page the worker matched, with the content it read. */
export function SitePage({ route, content }: { route: PageRoute; content: PageContent }) {
  const Screen = SCREENS[route.page.id];
  return (
    <PageRouteProvider value={route}>
      <Layout lang={route.lang} notices={content.notices} hours={content.hours}>
        <Screen content={content} />
      </Layout>
    </PageRouteProvider>
  );
}
