import { useAppConfig, useLang, useT } from "../site/app-context";
import { useHours } from "../restaurant/hours-context";
import { datesLabel, daysLabel, noteIn } from "../restaurant/hours-labels";
import type { Span } from "../restaurant/hours-schema";
import { specialDays, weeklyRows, type SpecialDay } from "../restaurant/hours-summary";
import { isoDate, wallClock } from "../restaurant/opening-hours";
import { RESTAURANT, telHref, unbrokenPhone } from "../restaurant/restaurant";
import { pagePath } from "../site/site-pages";

function SpanText({ span }: { span: Span | null }) {
  const t = useT();
  return span ? (
    <>
      <time>{span.opens}</time>–<time>{span.closes}</time>
    </>
  ) : (
    <>{t("footer.closed")}</>
  );
}

/** The days ahead whose hours differ from the week's, today's marked: what is true on the day the page was rendered. */
function SpecialHours({ days, today }: { days: readonly SpecialDay[]; today: string }) {
  const t = useT();
  const lang = useLang();
  if (days.length === 0) return null;
  return (
    <>
      <h3 className="hours__special-title">{t("footer.specialHoursTitle")}</h3>
      <dl className="hours hours--special">
        {days.map((day) => {
          const isToday = day.from <= today && today <= day.to;
          const note = day.note && noteIn(day.note, lang);
          return (
            <div key={`${day.from}:${day.to}`} aria-current={isToday ? "date" : undefined}>
              <dt>
                <time dateTime={day.from}>{datesLabel(lang, day.from, day.to)}</time>
                {isToday && ` (${t("footer.today")})`}
              </dt>
              <dd>
                <SpanText span={day.span} />
                {day.holiday && ` (${t(`status.holidays.${day.holiday}`)})`}
                {note && (
                  <>
                    {" "}
                    · <span lang={note.lang}>{note.text}</span>
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}

export function Footer() {
  const lang = useLang();
  const t = useT();
  const { phone, year, renderedAt } = useAppConfig();
  const hours = useHours();
  const today = wallClock(renderedAt);
  const home = pagePath("home", lang);
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{t("footer.hoursTitle")}</h2>
          <dl className="hours">
            {weeklyRows(hours).map((row) => (
              <div key={row.days[0]}>
                <dt>{daysLabel(lang, row.days)}</dt>
                <dd>
                  <SpanText span={row.span} />
                </dd>
              </div>
            ))}
          </dl>
          <SpecialHours days={specialDays(hours, today)} today={isoDate(today)} />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t("footer.linksTitle")}</h2>
          <ul className="site-footer__links">
            <li>
              <a href={home}>{t("footer.home")}</a>
            </li>
            <li>
              <a href={pagePath("location", lang)}>{t("footer.location")}</a>
            </li>
            <li>
              <a href={pagePath("cevapi", lang)}>{t("footer.cevapi")}</a>
            </li>
            <li>
              <a href={pagePath("about", lang)}>{t("footer.about")}</a>
            </li>
            <li>
              <a href={telHref(phone)}>{t("footer.contact")}</a>
            </li>
            <li>
              <a href={`${home}#narocila`}>{t("footer.orders")}</a>
            </li>
            <li>
              <a href={pagePath("offer", lang)}>{t("footer.offer")}</a>
            </li>
            <li>
              <a href={`${pagePath("offer", lang)}#cenik`}>{t("footer.priceList")}</a>
            </li>
            <li>
              <a href={pagePath("vouchers", lang)}>{t("footer.vouchers")}</a>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-address">
          <h2 id="footer-address">{t("footer.addressTitle")}</h2>
          <address>
            {RESTAURANT.name}
            <br />
            {RESTAURANT.address.street}
            <br />
            {RESTAURANT.address.postalCode} {RESTAURANT.address.city}
            <br />
            <a href={telHref(phone)}>{unbrokenPhone(phone)}</a>
          </address>
        </section>
      </div>
      <p className="site-footer__copy">{t("footer.copyright", { year, owner: RESTAURANT.owner })}</p>
    </footer>
  );
}
