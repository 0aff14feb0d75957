import { useLang, useT } from "../site/app-context";
import { pagePath } from "../site/site-pages";

export function NotFound() {
  const t = useT();
  const home = pagePath("home", useLang());
  return (
    <section className="page not-found">
      <a href={home} className="not-found__picture" aria-label={t("404.homeButton")}>
        <svg viewBox="0 0 200 120" width="200" height="120" aria-hidden="true" focusable="false">
          <ellipse cx="100" cy="96" rx="86" ry="14" fill="#e8ddd0" />
          <path d="M28 92h144l-10 14H38z" fill="#8a4b2a" />
          <g fill="#6b3a1f">
            <rect x="52" y="70" width="26" height="12" rx="6" />
            <rect x="86" y="66" width="26" height="12" rx="6" />
            <rect x="120" y="70" width="26" height="12" rx="6" />
          </g>
          <text x="100" y="48" textAnchor="middle" fontSize="40" fontWeight="700" fill="#b3261e">
            404
          </text>
        </svg>
      </a>
      <p className="badge badge--error">{t("404.badge")}</p>
      <h1>{t("404.header")}</h1>
      <p className="lead">{t("404.paragraph")}</p>
      <p>
        <a className="button" href={home}>
          {t("404.homeButton")}
        </a>
      </p>
    </section>
  );
}
