import { useAppConfig, useT } from "../site/app-context";
import { Picture } from "../components/Picture";
import { SLIDE_WIDTHS } from "../pictures";
import { OPENING_HOURS, PARKING, RESTAURANT, telHref } from "../restaurant/restaurant";

function hoursOf(labelKey: (typeof OPENING_HOURS)[number]["labelKey"]): string {
  const span = OPENING_HOURS.find((s) => s.labelKey === labelKey);
  return span ? `${span.opens}–${span.closes}` : "";
}

/** Spec §2 "About page": the paragraphs us, menu, oc, parking and footer. */
export function About() {
  const t = useT();
  const { phone } = useAppConfig();
  const garages = PARKING.map((garage) => garage.name).join(", ");
  return (
    <div className="section about">
      <h1>{t("about.title")}</h1>
      <p className="lead">{t("about.intro")}</p>
      <div className="about__grid">
        <div className="about__text">
          <h2>{t("about.headings.us")}</h2>
          <p id="us">{t("about.us")}</p>
          <h2>{t("about.headings.menu")}</h2>
          <p id="menu">{t("about.menu")}</p>
          <h2>{t("about.headings.oc")}</h2>
          <p id="oc">{t("about.oc", { weekdays: hoursOf("footer.weekdays"), saturday: hoursOf("footer.saturday") })}</p>
          <h2>{t("about.headings.parking")}</h2>
          <p id="parking">{t("about.parking", { garages, minutes: RESTAURANT.walkMinutesFromMainSquare })}</p>
          <p id="footer" className="about__footer">
            {t("about.footer")} <a href={telHref(phone)}>{phone}</a>
          </p>
        </div>
        <Picture file="mesano-meso" alt={t("home.dishes.mesanoMeso")} widths={SLIDE_WIDTHS} sizes="(min-width: 900px) 460px, calc(100vw - 2rem)" className="about__picture" />
      </div>
    </div>
  );
}
