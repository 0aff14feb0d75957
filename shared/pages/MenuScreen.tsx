import { useT } from "../site/app-context";
import { DailyLunch } from "../daily/DailyLunch";
import { MenuBody } from "../menu/MenuBody";
import { VisitCard } from "../menu/VisitCard";
import type { PageContent } from "../site/page-content";

/** ponudba, meni and studentski-boni share this screen; the route flag opens the student menu. */
export function MenuScreen({ content }: { content: PageContent }) {
  const t = useT();
  return (
    <section className="page menu-page" aria-labelledby="menu-heading">
      <h1 id="menu-heading">{t("menu.menu")}</h1>
      <p className="lead">{t("menu.intro")}</p>
      <VisitCard />
      {content.lunch && <DailyLunch lunch={content.lunch} linkToPage />}
      <MenuBody data={content.menu ?? { food: null, vouchers: null }} />
      <p className="menu-page__note">{t("menu.priceNote")}</p>
    </section>
  );
}
