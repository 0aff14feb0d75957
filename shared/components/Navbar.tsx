import { useAppConfig, useLang, useT } from "../site/app-context";
import { RESTAURANT, telHref, unbrokenPhone } from "../restaurant/restaurant";
import { pagePath } from "../site/site-pages";
import { LanguageMenu } from "./LanguageMenu";

function NavLinks() {
  const lang = useLang();
  const t = useT();
  return (
    <>
      <li>
        <a href={`${pagePath("offer", lang)}#cenik`}>{t("nav.offer")}</a>
      </li>
      <li>
        <a href={pagePath("location", lang)}>{t("nav.location")}</a>
      </li>
      <li>
        <a href={pagePath("vouchers", lang)}>{t("nav.vouchers")}</a>
      </li>
    </>
  );
}

export function Navbar() {
  const lang = useLang();
  const t = useT();
  const { phone } = useAppConfig();
  return (
    <header className="site-header">
      <div className="navbar">
        <a href={pagePath("home", lang)} className="navbar__logo" aria-label={t("a11y.home")}>
          <span className="navbar__logo-mark" aria-hidden="true">
            GA
          </span>
          <span className="navbar__logo-text">{RESTAURANT.name}</span>
        </a>
        <nav className="navbar__links" aria-label={t("a11y.mainNav")}>
          <ul>
            <NavLinks />
          </ul>
        </nav>
        <a className="navbar__phone" href={telHref(phone)}>
          {t("nav.call", { phone: unbrokenPhone(phone) })}
        </a>
        <LanguageMenu />
      </div>
      <nav className="navbar__mobile" aria-label={t("a11y.mobileNav")}>
        <ul>
          <NavLinks />
        </ul>
      </nav>
    </header>
  );
}
