import { DailyLunch } from "../daily/DailyLunch";
import type { PageContent } from "../site/page-content";
import { useLang, useT } from "../site/app-context";
import { pagePath } from "../site/site-pages";

/** The daily offer's own page: what owners share in the morning and print for the door (A5). */
export function Lunch({ content }: { content: PageContent }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="section lunch-page">
      {content.lunch ? (
        <DailyLunch lunch={content.lunch} headingLevel={1} />
      ) : (
        <section className="lunch lunch--none" aria-labelledby="lunch-title">
          <h1 id="lunch-title" className="lunch__title">
            {t("daily.pageTitle")}
          </h1>
          <p>{t("daily.none")}</p>
          <p>{t("daily.noneHint")}</p>
        </section>
      )}
      <p className="lunch__more">
        <a className="text-link" href={`${pagePath("offer", lang)}#cenik`}>
          {t("daily.menu")}
          <span aria-hidden="true">→</span>
        </a>
      </p>
    </div>
  );
}
