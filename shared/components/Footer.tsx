import { Link } from "react-router-dom";
import { useAppConfig, useLang, useT } from "../site/app-context";
import { OPENING_HOURS, RESTAURANT, telHref } from "../restaurant/restaurant";
import { pagePath } from "../site/site-pages";

export function Footer() {
  const lang = useLang();
  const t = useT();
  const { phone, year } = useAppConfig();
  const home = pagePath("home", lang);
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{t("footer.hoursTitle")}</h2>
          <dl className="hours">
            {OPENING_HOURS.map((span) => (
              <div key={span.labelKey}>
                <dt>{t(span.labelKey)}</dt>
                <dd><time>{span.opens}</time>–<time>{span.closes}</time></dd>
              </div>
            ))}
            <div><dt>{t("footer.sunday")}</dt><dd>{t("footer.closed")}</dd></div>
          </dl>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t("footer.linksTitle")}</h2>
          <ul className="site-footer__links">
            <li><Link to={home}>{t("footer.home")}</Link></li>
            <li><Link to={pagePath("location", lang)}>{t("footer.location")}</Link></li>
            <li><Link to={pagePath("cevapi", lang)}>{t("footer.cevapi")}</Link></li>
            <li><Link to={pagePath("about", lang)}>{t("footer.about")}</Link></li>
            <li><a href={telHref(phone)}>{t("footer.contact")}</a></li>
            <li><Link to={`${home}#narocila`}>{t("footer.orders")}</Link></li>
            <li><Link to={pagePath("offer", lang)}>{t("footer.offer")}</Link></li>
            <li><Link to={`${pagePath("offer", lang)}#cenik`}>{t("footer.priceList")}</Link></li>
            <li><Link to={pagePath("vouchers", lang)}>{t("footer.vouchers")}</Link></li>
          </ul>
        </nav>
        <section aria-labelledby="footer-address">
          <h2 id="footer-address">{t("footer.addressTitle")}</h2>
          <address>
            {RESTAURANT.name}<br />
            {RESTAURANT.address.street}<br />
            {RESTAURANT.address.postalCode} {RESTAURANT.address.city}<br />
            <a href={telHref(phone)}>{phone}</a>
          </address>
        </section>
      </div>
      <p className="site-footer__copy">{t("footer.copyright", { year, owner: RESTAURANT.owner })}</p>
    </footer>
  );
}
