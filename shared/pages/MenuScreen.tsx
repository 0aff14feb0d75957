import { useT } from "../site/app-context";
import { MenuBody } from "../menu/MenuBody";
import { RESTAURANT } from "../restaurant/restaurant";
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
      <MenuBody
        data={content.menu ?? { food: null, vouchers: null, studentMealPrice: RESTAURANT.defaultStudentMealPrice }}
        lunch={content.lunch}
      />
      <p className="menu-page__note">{t("menu.priceNote")}</p>
    </section>
  );
}
