import { useLang, useT } from "../site/app-context";
import type { PhotographedDish } from "../menu/featured-photos";
import { CAROUSEL_WIDTHS, PICTURES } from "../pictures";
import { pagePath } from "../site/site-pages";
import { Picture } from "./Picture";
import { useShownDishes } from "./shown-dishes";
import { Slider } from "./Slider";

const CARD_SIZES =
  "(min-width: 1280px) 270px, (min-width: 1024px) calc((100vw - 6rem) / 3), (min-width: 768px) calc((100vw - 4rem) / 2), calc(100vw - 2rem)";

const OFFER_IDS = PICTURES.map((picture) => picture.id);

/** The offer carousel: each dish opens the price list at its category (docs/pages.md). */
export function OfferCarousel({ photos }: { photos: readonly PhotographedDish[] }) {
  const t = useT();
  const lang = useLang();
  const offer = pagePath("offer", lang);
  const dishes = useShownDishes(OFFER_IDS, photos, CAROUSEL_WIDTHS);
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
          items={dishes}
          itemKey={(dish) => dish.id}
          itemTitle={(dish) => dish.name}
          renderSlide={(dish) => (
            <a className="dish-card" href={`${offer}#${dish.category}`} data-item-id={dish.id}>
              <Picture image={dish.image} alt={dish.alt} sizes={CARD_SIZES} className="dish-card__picture" />
              <span className="dish-card__category">{t(`menu.categories.${dish.category}`)}</span>
              {/* The picture's alt already names the dish for screen readers. */}
              <span className="dish-card__title" aria-hidden="true">
                {dish.name}
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
