import { Suspense, use } from "react";
import { useLoaderData } from "react-router-dom";
import { useT } from "../app-context";
import { MenuBody } from "../menu/MenuBody";
import { isPendingMenu, type MenuLoaderData } from "../menu/menu-loader";
import { VisitCard } from "../menu/VisitCard";
import type { MenuData } from "../routes";

function ArrivingMenu({ pending }: { pending: Promise<MenuData> }) {
  return <MenuBody data={use(pending)} />;
}

/**
 * ponudba, meni and studentski-boni share this screen; the route flag opens the student
 * menu. The server always renders the whole list; "Loading..." shows only on a slow
 * client-side navigation (see menu-loader.ts).
 */
export function MenuScreen() {
  const t = useT();
  const loaded = useLoaderData() as MenuLoaderData;
  return (
    <section className="page menu-page" aria-labelledby="menu-heading">
      <h1 id="menu-heading">{t("menu.menu")}</h1>
      <p className="lead">{t("menu.intro")}</p>
      <VisitCard />
      {isPendingMenu(loaded) ? (
        <Suspense fallback={<p className="menu-loading" role="status">{t("menu.loading")}</p>}>
          <ArrivingMenu pending={loaded.pending} />
        </Suspense>
      ) : (
        <MenuBody data={loaded} />
      )}
      <p className="menu-page__note">{t("menu.priceNote")}</p>
    </section>
  );
}
