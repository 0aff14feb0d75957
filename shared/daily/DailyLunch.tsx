import { allergenNameKey } from "../menu/allergens";
import { ownerText } from "../i18n/lang-text";
import { itemDescription, itemNameText } from "../menu/item-text";
import { Price } from "../menu/Price";
import { SoldOutNote } from "../menu/SoldOutNote";
import { allergensAttribute } from "../menu/menu-visibility";
import { LUNCH_SECTION } from "../menu/selection";
import { isSoldOut } from "../menu/sold-out";
import { useAppConfig, useLang, useT } from "../site/app-context";
import { pagePath } from "../site/site-pages";
import type { DailyDish } from "./daily-schema";
import { clockLabel, lunchDayLabel } from "./lunch-labels";
import type { TodaysLunch } from "./todays-lunch";

function DishAllergens({ alergeni }: { alergeni: DailyDish["alergeni"] }) {
  const t = useT();
  if (alergeni === null) return <p className="item-allergens item-allergens--unknown">{t("daily.askAllergens")}</p>;
  if (alergeni.length === 0) return <p className="item-allergens">{t("daily.noAllergens")}</p>;
  return (
    <p className="item-allergens">{t("daily.contains", { list: alergeni.map((allergen) => t(allergenNameKey(allergen))).join(", ") })}</p>
  );
}

/** A dish, its name one heading level under the offer's title. */
function Dish({ dish, level, hidden = false }: { dish: DailyDish; level: 2 | 3; hidden?: boolean }) {
  const lang = useLang();
  const soldOut = isSoldOut(dish, useAppConfig().renderedAt);
  const description = itemDescription(dish, lang);
  const name = itemNameText(dish, lang);
  // A dish of the day is a Slovenian phrase, never a brand name: English pages mark it too.
  const nameLang = name.lang ?? (lang === "en" && !dish.translate ? "sl" : undefined);
  const Name = level === 2 ? "h2" : "h3";
  return (
    <li className={soldOut ? "dish dish--sold-out" : "dish"} data-allergens={allergensAttribute(dish.alergeni)} hidden={hidden}>
      <div className="dish__head">
        <Name className="dish__name" lang={nameLang}>
          {name.text}
        </Name>
        <span className="dish__leader" aria-hidden="true" />
        <Price price={dish.price} />
      </div>
      {soldOut && <SoldOutNote />}
      {description && (
        <p className="dish__description" lang={description.lang}>
          {description.text}
        </p>
      )}
      <DishAllergens alergeni={dish.alergeni} />
    </li>
  );
}

/**
 * Today's lunch: its day, its window ("od 11.00" before it, greyed "Danes do 15.00" after it),
 * the note and the dishes with prices and allergens by name. A stored copy read offline shows
 * the dated heading instead of "today" (offline-copy.ts marks the page).
 */
export function DailyLunch({
  lunch,
  headingLevel = 2,
  linkToPage = false,
  inMenu,
}: {
  lunch: TodaysLunch;
  headingLevel?: 1 | 2;
  linkToPage?: boolean;
  /** As a section of the menu: shown or hidden by the menu's filters like the others. */
  inMenu?: { hidden: boolean; hiddenDishes: ReadonlySet<unknown> };
}) {
  const t = useT();
  const lang = useLang();
  const { offer, phase } = lunch;
  const day = lunchDayLabel(lang, offer.date);
  const window = `${clockLabel(lang, offer.opens)}–${clockLabel(lang, offer.closes)}`;
  const when =
    phase === "before"
      ? t("daily.before", { time: clockLabel(lang, offer.opens) })
      : phase === "after"
        ? t("daily.after", { time: clockLabel(lang, offer.closes) })
        : window;
  const note = offer.note ? ownerText(offer.note, offer.note_en, lang) : null;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section
      id={LUNCH_SECTION}
      className={`lunch lunch--${phase}`}
      aria-labelledby="lunch-title"
      data-lunch-date={offer.date}
      {...(inMenu && { "data-menu-section": LUNCH_SECTION, "data-menu-group": "", hidden: inMenu.hidden })}
    >
      <Heading id="lunch-title" className="lunch__title">
        <span className="lunch__today">{t("daily.title")}</span>
        <span className="lunch__dated" hidden>
          {t("daily.datedTitle", { date: day })}
        </span>
      </Heading>
      <p className="lunch__when">
        <span className="lunch__day">{day}</span> · <span className="lunch__window">{when}</span>
        <span className="lunch__window-copy" hidden>
          {window}
        </span>
      </p>
      {note && (
        <p className="lunch__note" lang={note.lang}>
          {note.text}
        </p>
      )}
      <ul className="dish-list lunch__dishes">
        {offer.dishes.map((dish, index) => (
          <Dish key={`${index}-${dish.name}`} dish={dish} level={headingLevel === 1 ? 2 : 3} hidden={inMenu?.hiddenDishes.has(dish)} />
        ))}
      </ul>
      {linkToPage && (
        <p className="lunch__more">
          <a className="text-link" href={pagePath("lunch", lang)}>
            {t("daily.whole")}
            <span aria-hidden="true">→</span>
          </a>
        </p>
      )}
    </section>
  );
}
