import { useRef } from "react";
import { Link } from "react-router-dom";
import { useAppConfig, useLang, useT } from "../app-context";
import { RESTAURANT, telHref } from "../restaurant";
import { pagePath } from "../site-pages";
import { LanguageToggle } from "./LanguageToggle";
import { useHeaderHeight } from "./use-header-height";

function NavLinks() {
  const lang = useLang();
  const t = useT();
  return (
    <>
      <li><Link to={`${pagePath("offer", lang)}#cenik`}>{t("nav.offer")}</Link></li>
      <li><Link to={pagePath("location", lang)}>{t("nav.location")}</Link></li>
      <li><Link to={pagePath("vouchers", lang)}>{t("nav.vouchers")}</Link></li>
    </>
  );
}

export function Navbar() {
  const lang = useLang();
  const t = useT();
  const { phone } = useAppConfig();
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);
  return (
    <header ref={header} className="site-header">
      <div className="navbar">
        <Link to={pagePath("home", lang)} className="navbar__logo" aria-label={t("a11y.home")}>
          <span className="navbar__logo-mark" aria-hidden="true">GA</span>
          <span className="navbar__logo-text">{RESTAURANT.name}</span>
        </Link>
        <nav className="navbar__links" aria-label={t("a11y.mainNav")}>
          <ul><NavLinks /></ul>
        </nav>
        <a className="navbar__phone" href={telHref(phone)}>{t("nav.call", { phone })}</a>
        <LanguageToggle />
      </div>
      <nav className="navbar__mobile" aria-label={t("a11y.mobileNav")}>
        <ul><NavLinks /></ul>
      </nav>
    </header>
  );
}
