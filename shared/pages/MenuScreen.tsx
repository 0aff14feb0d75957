import { useLoaderData } from "react-router-dom";
import { useT } from "../site/app-context";
import { MenuBody } from "../menu/MenuBody";
import { VisitCard } from "../menu/VisitCard";
import type { MenuData } from "../site/page-content";

/** ponudba, meni and studentski-boni share this screen; the route flag opens the student menu. */
export function MenuScreen() {
  const t = useT();
  const data = useLoaderData<MenuData>();
  return (
    <section className="page menu-page" aria-labelledby="menu-heading">
      <h1 id="menu-heading">{t("menu.menu")}</h1>
      <p className="lead">{t("menu.intro")}</p>
      <VisitCard />
      <MenuBody data={data} />
      <p className="menu-page__note">{t("menu.priceNote")}</p>
    </section>
  );
}
