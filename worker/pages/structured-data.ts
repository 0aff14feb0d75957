import type { AppConfig } from "../../shared/site/app-config";
import { CEVAPI_FAQ } from "../../shared/pages/cevapi-faq";
import type { Translate } from "../../shared/i18n/i18n";
import type { Lang } from "../../shared/i18n/lang";
import type { FoodCategoryKey } from "../../shared/menu/menu-groups";
import type { TodaysLunch } from "../../shared/daily/todays-lunch";
import type { FoodData } from "../../shared/menu/menu-schema";
import type { MenuData } from "../../shared/site/page-content";
import { itemName, ownDescription } from "../../shared/menu/item-text";
import { isSoldOut } from "../../shared/menu/sold-out";
import { priceOn } from "../../shared/menu/discount";
import { absoluteUrl } from "../../shared/site/page-head";
import type { Hours, Span } from "../../shared/restaurant/hours-schema";
import { specialDays, weeklyRows } from "../../shared/restaurant/hours-summary";
import { wallClock } from "../../shared/restaurant/opening-hours";
import type { CivilDate } from "../../shared/restaurant/public-holidays";
import { RESTAURANT } from "../../shared/restaurant/restaurant";
import { englishDayName } from "../../shared/restaurant/weekdays";
import { pagePath } from "../../shared/site/site-pages";

type JsonLd = Record<string, unknown>;

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** +386 1 234 56 78 → +38612345678 (schema.org wants the country code; spaces are optional). */
function internationalPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return digits.startsWith("+") ? digits : `+386${digits.replace(/^0/, "")}`;
}

/** The days from `today` up to, not including, the same date a year later. */
function daysInTheYearFrom(today: CivilDate): number {
  return (Date.UTC(today.year + 1, today.month - 1, today.day) - Date.UTC(today.year, today.month - 1, today.day)) / 86_400_000;
}

/**
 * The week's hours, then each day of the next 12 months that differs, as the footer works them
 * out for its two weeks, as an entry valid on those dates only: search engines want special
 * hours well ahead. A closed day is 00:00–00:00, as Google reads special hours.
 */
function openingHoursSpecification(hours: Hours, renderedAt: number): JsonLd[] {
  const today = wallClock(renderedAt);
  const entry = (span: Span | null, extra: JsonLd): JsonLd => ({
    "@type": "OpeningHoursSpecification",
    ...extra,
    opens: span?.opens ?? "00:00",
    closes: span?.closes ?? "00:00",
  });
  return [
    ...weeklyRows(hours).flatMap((row) => (row.span ? [entry(row.span, { dayOfWeek: row.days.map(englishDayName) })] : [])),
    ...specialDays(hours, today, daysInTheYearFrom(today)).map((day) => entry(day.span, { validFrom: day.from, validThrough: day.to })),
  ];
}

/** `image`: the page's social card, the owner's photo once there is one. */
export function restaurantJsonLd(config: AppConfig, lang: Lang, hours: Hours, image: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    "@id": absoluteUrl(config.siteUrl, "/#restaurant"),
    name: RESTAURANT.name,
    url: absoluteUrl(config.siteUrl, pagePath("home", lang)),
    image,
    telephone: internationalPhone(config.phone),
    address: {
      "@type": "PostalAddress",
      streetAddress: RESTAURANT.address.street,
      postalCode: RESTAURANT.address.postalCode,
      addressLocality: RESTAURANT.address.city,
      addressCountry: RESTAURANT.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: round5(RESTAURANT.geo.latitude), longitude: round5(RESTAURANT.geo.longitude) },
    servesCuisine: ["Balkan", "Grill", "Mexican", "Burgers"],
    priceRange: RESTAURANT.priceRange,
    openingHoursSpecification: openingHoursSpecification(hours, config.renderedAt),
    foundingDate: String(RESTAURANT.foundingYear),
    hasMenu: absoluteUrl(config.siteUrl, pagePath("offer", lang)),
    acceptsReservations: true,
  };
}

/** A sold-out item's offer says so; the others say nothing of availability. */
function offer(price: number, soldOut: boolean): JsonLd {
  return {
    "@type": "Offer",
    price: price.toFixed(2),
    priceCurrency: "EUR",
    ...(soldOut && { availability: "https://schema.org/SoldOut" }),
  };
}

const OFFSET_FORMAT = new Intl.DateTimeFormat("en-US", { timeZone: RESTAURANT.timeZone, timeZoneName: "longOffset" });

/** "+01:00" in winter, "+02:00" in summer: the restaurant's offset from UTC around a local time of day. */
function utcOffset(date: string, time: string): string {
  const zone = OFFSET_FORMAT.formatToParts(Date.parse(`${date}T${time}:00Z`)).find((part) => part.type === "timeZoneName")?.value;
  return zone && zone !== "GMT" ? zone.slice(3) : "+00:00";
}

/**
 * A dish's name as the page shows it and its description only where it is in the page's
 * language: a Slovenian sentence in an English Menu misleads.
 */
function namedInLanguage(item: Parameters<typeof ownDescription>[0] & Parameters<typeof itemName>[0], lang: Lang): JsonLd {
  const description = ownDescription(item, lang);
  return { name: itemName(item, lang), ...(description ? { description } : {}) };
}

/** Today's lunch as a section whose offers are valid for its day and window only. */
function lunchSection({ offer: daily }: TodaysLunch, lang: Lang, t: Translate, config: AppConfig): JsonLd {
  const at = (time: string) => `${daily.date}T${time}:00${utcOffset(daily.date, time)}`;
  return {
    "@type": "MenuSection",
    name: `${t("daily.pageTitle")} ${daily.date}`,
    hasMenuItem: daily.dishes.map((dish) => ({
      "@type": "MenuItem",
      ...namedInLanguage(dish, lang),
      offers: { ...offer(dish.price, isSoldOut(dish, config.renderedAt)), validFrom: at(daily.opens), validThrough: at(daily.closes) },
    })),
  };
}

/** The price list as schema.org Menu, built from the data the page shows: today's lunch first, where there is one. */
export function menuJsonLd(
  menu: (MenuData & { food: FoodData }) | null,
  lunch: TodaysLunch | null,
  lang: Lang,
  t: Translate,
  config: AppConfig,
): JsonLd {
  const sections: JsonLd[] = [];
  if (lunch) sections.push(lunchSection(lunch, lang, t, config));
  for (const group of menu?.food.dishes ?? [])
    sections.push({
      "@type": "MenuSection",
      name: t(`menu.categories.${group.key as FoodCategoryKey}`),
      hasMenuItem: group.items.map((item) => ({
        "@type": "MenuItem",
        ...namedInLanguage(item, lang),
        offers: offer(priceOn(item, config.renderedAt).price, isSoldOut(item, config.renderedAt)),
      })),
    });
  const vouchers = menu?.vouchers ?? null;
  const studentMealPrice = menu?.studentMealPrice ?? RESTAURANT.defaultStudentMealPrice;
  if (vouchers && vouchers.length > 0) {
    sections.push({
      "@type": "MenuSection",
      name: t("boni.title"),
      hasMenuItem: vouchers.map((meal) => ({
        "@type": "MenuItem",
        name: itemName(meal, lang),
        offers: offer(studentMealPrice, isSoldOut(meal, config.renderedAt)),
      })),
    });
  }
  return {
    "@context": "https://schema.org",
    "@type": "Menu",
    name: `${RESTAURANT.name} – ${t("menu.menu")}`,
    url: absoluteUrl(config.siteUrl, pagePath("offer", lang)),
    inLanguage: lang,
    hasMenuSection: sections,
  };
}

export function breadcrumbJsonLd(lang: Lang, t: Translate, config: AppConfig): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: t("footer.home"), item: absoluteUrl(config.siteUrl, pagePath("home", lang)) },
      { "@type": "ListItem", position: 2, name: t("cevapi.title"), item: absoluteUrl(config.siteUrl, pagePath("cevapi", lang)) },
    ],
  };
}

/** The cevapi page's FAQ; each answer is the text the page shows under its question. */
export function faqJsonLd(lang: Lang, t: Translate): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: lang,
    mainEntity: CEVAPI_FAQ.map(({ question, answer }) => ({
      "@type": "Question",
      name: t(question),
      acceptedAnswer: { "@type": "Answer", text: t(answer) },
    })),
  };
}
