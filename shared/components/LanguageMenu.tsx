import { LANGS, LANGUAGES } from "../i18n/lang";
import { useT } from "../site/app-context";
import { usePageRoute } from "../site/page-route";
import { pagePath } from "../site/site-pages";

/** Stroke icon of a globe: decorative, the summary's text names the menu. */
function Globe() {
  return (
    <svg className="lang-menu__globe" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.6">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.6 5.7 3.6 9s-1.1 6.3-3.6 9c-2.5-2.7-3.6-5.7-3.6-9S9.5 5.7 12 3z" />
      </g>
    </svg>
  );
}

/**
 * The same page in every language, each link named in its own language. A <details>
 * disclosure opens it without any script; the page script (client/language-menu.ts) only
 * stores the choice and carries the menu's current view along, and closes the menu on Escape
 * or a press elsewhere.
 */
export function LanguageMenu() {
  const t = useT();
  const { page, lang, search } = usePageRoute();
  return (
    <details className="lang-menu">
      <summary className="lang-menu__button">
        <Globe />
        <span className="lang-menu__code" aria-hidden="true">
          {lang.toUpperCase()}
        </span>
        <span className="sr-only">{`${t("lang.menu")}: ${LANGUAGES[lang].name}`}</span>
      </summary>
      <ul className="lang-menu__list">
        {LANGS.map((code) => (
          <li key={code}>
            <a href={`${pagePath(page.id, code)}${search}`} hrefLang={code} lang={code} aria-current={code === lang ? "page" : undefined}>
              {LANGUAGES[code].name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
