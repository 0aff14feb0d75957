import { useLang, useT } from "../site/app-context";
import { CAROUSEL_WIDTHS, PICTURES } from "../pictures";
import { pagePath } from "../site/site-pages";
import { Picture } from "./Picture";
import { Slider } from "./Slider";

const CARD_SIZES =
  "(min-width: 1280px) 270px, (min-width: 1024px) calc((100vw - 6rem) / 3), (min-width: 768px) calc((100vw - 4rem) / 2), calc(100vw - 2rem)";

/** The offer carousel: each dish opens the price list at its category (docs/pages.md). */
export function OfferCarousel() {
  const t = useT();
  const lang = useLang();
  const offer = pagePath("offer", lang);
  return (
    <section className="band offer" aria-labelledby="offer-title">
      <div className="section">
        <div className="section__head">
          <h2 id="offer-title">{t("home.offer.title")}</h2>
          <p>{t("home.offer.intro")}</p>
        </div>
        <Slider
          variant="offer"
          label={t("home.offer.carouselLabel")}
          items={PICTURES}
          itemKey={(picture) => picture.id}
          itemTitle={(picture) => t(picture.title)}
          renderSlide={(picture) => (
            <a className="dish-card" href={`${offer}#${picture.category}`} data-item-id={picture.id}>
              <Picture
                file={picture.file}
                alt={t(picture.title)}
                widths={CAROUSEL_WIDTHS}
                sizes={CARD_SIZES}
                className="dish-card__picture"
              />
              <span className="dish-card__category">{t(`menu.categories.${picture.category}`)}</span>
              {/* The picture's alt already names the dish for screen readers. */}
              <span className="dish-card__title" aria-hidden="true">
                {t(picture.title)}
              </span>
            </a>
          )}
        />
        <p className="actions actions--center">
          <a className="button" href={`${offer}#cenik`}>
            {t("home.offer.priceList")}
          </a>
          <a className="button button--ghost" href={pagePath("vouchers", lang)}>
            {t("home.offer.studentMenu")}
          </a>
        </p>
      </div>
    </section>
  );
}
