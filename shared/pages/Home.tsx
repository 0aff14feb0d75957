import { DailyLunch } from "../daily/DailyLunch";
import { useAppConfig, useLang, useT } from "../site/app-context";
import type { PageContent } from "../site/page-content";
import { FoodSlider } from "../components/FoodSlider";
import { Island } from "../islands/Island";
import { LocationBlock } from "../components/LocationBlock";
import { OfferCarousel } from "../components/OfferCarousel";
import { Picture } from "../components/Picture";
import { useShownDishes } from "../components/shown-dishes";
import type { PhotographedDish } from "../menu/featured-photos";
import type { FoodCategoryKey } from "../menu/menu-groups";
import { FEATURED_DISHES, SLIDE_WIDTHS, type PictureId } from "../pictures";
import { deliveryServiceName, telHref, unbrokenPhone } from "../restaurant/restaurant";
import { pagePath } from "../site/site-pages";

const FEATURE_SIZES = "(min-width: 1024px) 580px, (min-width: 768px) 50vw, calc(100vw - 2rem)";

interface Feature {
  key: "cevapi" | "pleskavice" | "zrezki" | "mexican";
  pictures: readonly PictureId[];
  /** The cevapi page, or the price list at this category. */
  target: "cevapi" | FoodCategoryKey;
}

/** The home page's four feature sections (docs/pages.md). */
const FEATURES: readonly Feature[] = [
  { key: "cevapi", pictures: [1, 33, 72], target: "cevapi" },
  { key: "pleskavice", pictures: [4, 3, 2], target: "cjediNaZaru" },
  { key: "zrezki", pictures: [5, 6, 7], target: "fzrezki" },
  { key: "mexican", pictures: [9, 10, 43], target: "dmehiskeJedi" },
];

function DeliveryLogo() {
  return (
    <svg className="delivery__logo" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="#7a2e12" />
      <path d="M14 40a5 5 0 1 0 10 0 5 5 0 0 0-10 0zm26 0a5 5 0 1 0 10 0 5 5 0 0 0-10 0z" fill="#f6c177" />
      <path d="M19 40h22l5-10h-8l-3-8h-6l2 6H21l-4 6z" fill="#fff" />
      <rect x="14" y="20" width="14" height="11" rx="2" fill="#f6c177" />
    </svg>
  );
}

function FeatureSection({ feature, photos }: { feature: Feature; photos: readonly PhotographedDish[] }) {
  const t = useT();
  const lang = useLang();
  const dishes = useShownDishes(feature.pictures, photos, SLIDE_WIDTHS);
  const title = t(`home.features.${feature.key}.title` as const);
  const to = feature.target === "cevapi" ? pagePath("cevapi", lang) : `${pagePath("offer", lang)}#${feature.target}`;
  return (
    <section className="feature" aria-labelledby={`feature-${feature.key}`}>
      <div className="feature__media">
        <FoodSlider variant="feature" label={t("home.slider.photos", { title })} dishes={dishes} sizes={FEATURE_SIZES} />
      </div>
      <div className="feature__text">
        <h2 id={`feature-${feature.key}`}>{title}</h2>
        <p>{t(`home.features.${feature.key}.text` as const)}</p>
        <a className="text-link" href={to}>
          {t(`home.features.${feature.key}.link` as const)}
          <span aria-hidden="true">→</span>
        </a>
      </div>
    </section>
  );
}

export function Home({ content }: { content: PageContent }) {
  const t = useT();
  const lang = useLang();
  const { phone, deliveryUrl } = useAppConfig();
  const service = deliveryServiceName(deliveryUrl);
  const priceList = `${pagePath("offer", lang)}#cenik`;
  const [hero] = useShownDishes(FEATURED_DISHES.slice(0, 1), content.photos, SLIDE_WIDTHS);

  return (
    <div className="home" data-loaded="false">
      {content.lunch && (
        <div className="section home__lunch">
          <DailyLunch lunch={content.lunch} linkToPage />
        </div>
      )}
      <section className="hero" aria-labelledby="home-title">
        <div className="section hero__inner">
          <div className="hero__head">
            <h1 id="home-title">
              {t("home.title")} <span className="hero__since">{t("home.since")}</span>
            </h1>
            <p className="lead">{t("home.intro")}</p>
            <p className="actions">
              <a className="button" href={priceList}>
                {t("home.openPriceList")}
              </a>
              <a className="button button--ghost" href={telHref(phone)}>
                {unbrokenPhone(phone)}
              </a>
            </p>
          </div>
          {hero && (
            <Picture
              image={hero.image}
              alt={hero.alt}
              sizes="(min-width: 1024px) 580px, calc(100vw - 2rem)"
              priority
              className="hero__picture"
            />
          )}
          <div className="hero__body">
            <p>{t("home.about")}</p>
            <Island
              name="aboutMore"
              props={{ text: t("home.aboutMore"), labels: { more: t("home.moreAbout"), less: t("home.lessAbout") } }}
            />
          </div>
        </div>
      </section>

      <section className="call-us" aria-labelledby="call-us-title">
        <div className="section call-us__inner">
          <div>
            <h2 id="call-us-title">{t("home.call.title")}</h2>
            <p>{t("home.call.text")}</p>
          </div>
          <a className="button button--light" href={telHref(phone)}>
            {t("home.call.button", { phone: unbrokenPhone(phone) })}
          </a>
        </div>
      </section>

      <OfferCarousel photos={content.photos} />

      <div className="section features">
        {FEATURES.map((feature) => (
          <FeatureSection key={feature.key} feature={feature} photos={content.photos} />
        ))}
      </div>

      <section id="narocila" className="band orders" aria-labelledby="orders-title">
        <div className="section">
          <h2 id="orders-title">{t("home.orders.title")}</h2>
          <div className="orders__grid">
            <section className="info-card delivery" aria-labelledby="delivery-title">
              <DeliveryLogo />
              <h3 id="delivery-title">{t("home.orders.deliveryTitle")}</h3>
              <p>{t("home.orders.deliveryText", { service })}</p>
              <a className="button" href={deliveryUrl} target="_blank" rel="noopener noreferrer">
                {t("home.orders.deliveryLink", { service })}
                <span className="sr-only"> {t("home.orders.newTab")}</span>
              </a>
            </section>
            <section className="info-card" aria-labelledby="phone-orders-title">
              <h3 id="phone-orders-title">{t("home.orders.phoneTitle")}</h3>
              <p>{t("home.orders.phoneText")}</p>
              <a className="button button--ghost" href={telHref(phone)}>
                {t("home.call.button", { phone: unbrokenPhone(phone) })}
              </a>
            </section>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="home-location">
        <h2 id="home-location">{t("home.locationTitle")}</h2>
        <LocationBlock headingLevel={3} />
      </section>
    </div>
  );
}
