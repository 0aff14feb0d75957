import { Fragment } from "react";
import { useLang, useT } from "../site/app-context";
import { CEVAPI_FAQ } from "./cevapi-faq";
import { FoodSlider } from "../components/FoodSlider";
import { Picture } from "../components/Picture";
import { useShownDishes } from "../components/shown-dishes";
import { FEATURED_DISHES, SLIDE_WIDTHS, pictureById } from "../pictures";
import type { PageContent } from "../site/page-content";
import { pagePath } from "../site/site-pages";

const MINI_SIZES = "(min-width: 1280px) 384px, (min-width: 768px) calc((100vw - 3rem) / 2), calc(100vw - 2rem)";
const CARD_SIZES = "(min-width: 768px) 580px, calc(100vw - 2rem)";

const SIGNATURE = [
  { id: 1, text: "cevapi.signature.cevapi" },
  { id: 4, text: "cevapi.signature.pleskavica" },
] as const;
const SIGNATURE_IDS = SIGNATURE.map(({ id }) => id);

/** The cevapi landing page, for visitors who search for cevapi in Ljubljana (docs/pages.md). */
export function Cevapi({ content }: { content: PageContent }) {
  const t = useT();
  const lang = useLang();
  const menu = pagePath("offer", lang);
  const location = pagePath("location", lang);
  const featured = useShownDishes(FEATURED_DISHES, content.photos, SLIDE_WIDTHS);
  // A signature card shows its own dish only: with photos, a card whose dish has none shows no picture.
  const signature = useShownDishes(SIGNATURE_IDS, content.photos, SLIDE_WIDTHS);
  return (
    <div className="cevapi">
      <section className="hero hero--cevapi" aria-labelledby="cevapi-title">
        <div className="section">
          <h1 id="cevapi-title">{t("cevapi.title")}</h1>
          <p className="lead">{t("cevapi.subtitle")}</p>
          <p className="actions">
            <a className="button" href={menu}>
              {t("cevapi.ctaMenu")}
            </a>
            <a className="button button--ghost" href={location}>
              {t("cevapi.ctaLocation")}
            </a>
          </p>
        </div>
      </section>

      <div className="section">
        <FoodSlider variant="mini" label={t("cevapi.carouselLabel")} dishes={featured} sizes={MINI_SIZES} leadsPage />
      </div>

      <div className="section two-columns">
        <section aria-labelledby="cevapi-why">
          <h2 id="cevapi-why">{t("cevapi.why.title")}</h2>
          <p>{t("cevapi.why.text")}</p>
        </section>
        <section aria-labelledby="cevapi-flatbread">
          <h2 id="cevapi-flatbread">{t("cevapi.flatbread.title")}</h2>
          <p>{t("cevapi.flatbread.text")}</p>
        </section>
      </div>

      <section className="band" aria-labelledby="cevapi-signature">
        <div className="section">
          <h2 id="cevapi-signature">{t("cevapi.signatureTitle")}</h2>
          <ul className="signature">
            {SIGNATURE.map(({ id, text }) => {
              const dish = signature.find((shown) => shown.id === id);
              return (
                <li key={id} className="signature__card">
                  {dish && <Picture image={dish.image} alt={dish.alt} sizes={CARD_SIZES} />}
                  <div className="signature__text">
                    <h3>{t(pictureById(id).title)}</h3>
                    <p>{t(text)}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <div className="section two-columns">
        <section aria-labelledby="cevapi-pleskavica">
          <h2 id="cevapi-pleskavica">{t("cevapi.pleskavica.title")}</h2>
          <p>{t("cevapi.pleskavica.text")}</p>
          <p className="actions">
            <a className="button" href={menu}>
              {t("cevapi.menuLink")}
            </a>
            <a className="button button--ghost" href={location}>
              {t("cevapi.locationLink")}
            </a>
          </p>
        </section>
        <figure className="testimonial">
          <blockquote>
            <p>{t("cevapi.testimonial.quote")}</p>
          </blockquote>
          <figcaption>— {t("cevapi.testimonial.author")}</figcaption>
        </figure>
      </div>

      <section className="section faq" aria-labelledby="cevapi-faq">
        <h2 id="cevapi-faq">{t("cevapi.faq.title")}</h2>
        <dl>
          {CEVAPI_FAQ.map(({ question, answer }) => (
            <Fragment key={question}>
              <dt>{t(question)}</dt>
              <dd>{t(answer)}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
    </div>
  );
}
