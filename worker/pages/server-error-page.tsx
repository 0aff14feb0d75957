import { renderToString } from "react-dom/server";
import type { Lang } from "../../shared/i18n/lang";
import { RESTAURANT, telHref, unbrokenPhone } from "../../shared/restaurant/restaurant";
import { pagePath } from "../../shared/site/site-pages";
import { BUILD } from "../app/build-info";
import { serverTranslate } from "./render-page";

/**
 * The public site's page for a request that failed: what happened, the phone to call and the way
 * home, in the page's language. It reads no data (the failure may be the database's) and carries
 * no script, so the site's default policy, which allows no inline code, fits it.
 */
function ServerErrorPage({ lang, phone }: { lang: Lang; phone: string | null }) {
  const t = serverTranslate(lang);
  const home = pagePath("home", lang);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${t("error.header")} – ${RESTAURANT.name}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {BUILD.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} integrity={BUILD.integrity[href]} />
        ))}
      </head>
      <body>
        <main id="main" className="page server-error">
          <p className="badge badge--error">{t("404.badge")}</p>
          <h1>{t("error.header")}</h1>
          <p className="lead">{t("error.paragraph")}</p>
          <p className="actions actions--center">
            {phone && (
              <a className="button" href={telHref(phone)}>
                {t("nav.call", { phone: unbrokenPhone(phone) })}
              </a>
            )}
            <a className="button button--ghost" href={home}>
              {t("404.homeButton")}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}

export function renderServerError(lang: Lang, phone: string | null): string {
  return `<!doctype html>${renderToString(<ServerErrorPage lang={lang} phone={phone} />)}`;
}
