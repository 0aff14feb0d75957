import { LANGS } from "../i18n/lang";
import { MESSAGES } from "../i18n/messages";
import { SAVED_PAGE_ATTRIBUTE } from "../offline/offline-copy";
import { useLang, useT } from "../site/app-context";
import { PAGES, pagePath } from "../site/site-pages";

/**
 * What a phone shows offline for a page it has not stored. It links every page in every
 * language, its own first; the service worker keeps the links of the pages it has stored
 * (offline-copy.ts), so a visitor who read another language still finds that menu.
 */
export function Offline() {
  const t = useT();
  const lang = useLang();
  const links = [lang, ...LANGS.filter((other) => other !== lang)].flatMap((linkLang) =>
    PAGES.filter((page) => page.indexable).map((page) => ({ linkLang, page, path: pagePath(page.id, linkLang) })),
  );
  return (
    <section className="page offline-page">
      <h1>{t("offline.title")}</h1>
      <p className="lead">{t("offline.lead")}</p>
      <p id="offline-saved">{t("offline.saved")}</p>
      <ul className="offline-page__links" aria-labelledby="offline-saved">
        {links.map(({ linkLang, page, path }) => (
          <li key={path} {...{ [SAVED_PAGE_ATTRIBUTE]: path }}>
            <a href={path} lang={linkLang === lang ? undefined : linkLang} hrefLang={linkLang}>
              {MESSAGES[linkLang].seo[page.seoKey].title}
            </a>
          </li>
        ))}
      </ul>
      <p>{t("offline.retry")}</p>
    </section>
  );
}
