import { useAppConfig, useLang, useT } from "../site/app-context";
import { Picture } from "../components/Picture";
import { drawnImage } from "../components/picture-image";
import { SLIDE_WIDTHS } from "../pictures";
import { useHours } from "../restaurant/hours-context";
import { daysLabel, spanLabel } from "../restaurant/hours-labels";
import { weeklyRows } from "../restaurant/hours-summary";
import { PARKING, RESTAURANT, telHref, unbrokenPhone } from "../restaurant/restaurant";

/** "ponedeljek–petek 09:30–20:00, sobota 11:00–19:00, nedelja zaprto" */
function useWeeklyHoursText(): string {
  const t = useT();
  const lang = useLang();
  return weeklyRows(useHours())
    .map((row) => `${daysLabel(lang, row.days, { sentenceStart: false })} ${row.span ? spanLabel(row.span) : t("footer.closed")}`)
    .join(", ");
}

/** The about page: the paragraphs us, menu, oc, parking and footer (docs/pages.md). */
export function About() {
  const t = useT();
  const { phone } = useAppConfig();
  const hours = useWeeklyHoursText();
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
          <p id="oc">{t("about.oc", { hours })}</p>
          <h2>{t("about.headings.parking")}</h2>
          <p id="parking">{t("about.parking", { garages, minutes: RESTAURANT.walkMinutesFromMainSquare })}</p>
          <p id="footer" className="about__footer">
            {t("about.footer")} <a href={telHref(phone)}>{unbrokenPhone(phone)}</a>
          </p>
        </div>
        <Picture
          image={drawnImage("mesano-meso", SLIDE_WIDTHS)}
          alt={t("home.dishes.mesanoMeso")}
          sizes="(min-width: 900px) 460px, calc(100vw - 2rem)"
          className="about__picture"
        />
      </div>
    </div>
  );
}
