import { type DailyOffer, DAILY_DISHES_MAX, DailyOfferSchema, DEFAULT_LUNCH_WINDOW } from "../../../shared/daily/daily-schema";
import type { Lang } from "../../../shared/i18n/lang";
import type { DecodedFields, EncodableValue } from "../../firestore/values";
import { fieldErrorText } from "../ui/error-words";
import { allergenBoxes, allergensOf } from "../ui/allergen-choices";
import { checked, type FieldErrors, type Form, type FormOutcome, parseForm, priceOf, priceText, text, textOf } from "../ui/form-values";

const DISH_TEXT_FIELDS = ["name", "translate", "opis", "opis_en"] as const;

export const dishField = (row: number, field: string) => `dishes.${row}.${field}`;

/** The form's fields from a stored offer (or one copied from another day, without its sold-out marks). */
export function dailyForm(data: DecodedFields, lang: Lang, { keepSoldOut = true } = {}): Form {
  const form: Form = {
    opens: textOf(data.opens) || DEFAULT_LUNCH_WINDOW.opens,
    closes: textOf(data.closes) || DEFAULT_LUNCH_WINDOW.closes,
    note: textOf(data.note),
    note_en: textOf(data.note_en),
  };
  const dishes = Array.isArray(data.dishes) ? (data.dishes as DecodedFields[]) : [];
  dishes.slice(0, DAILY_DISHES_MAX).forEach((dish, row) => Object.assign(form, dishFields(dish, row, lang, keepSoldOut)));
  return form;
}

/** One dish's fields in the form, from a dish of an offer or from a regular menu item. */
export function dishFields(dish: DecodedFields, row: number, lang: Lang, keepSoldOut: boolean): Form {
  const form: Form = {};
  for (const field of DISH_TEXT_FIELDS) form[dishField(row, field)] = textOf(dish[field]);
  if (typeof dish.price === "number") form[dishField(row, "price")] = priceText(dish.price, lang);
  Object.assign(form, allergenBoxes(dish.alergeni, dishField(row, "")));
  if (typeof dish.item === "number") form[dishField(row, "item")] = String(dish.item);
  if (keepSoldOut && typeof dish.soldOutUntil === "string") form[dishField(row, "soldOut")] = "on";
  return form;
}

const isBlankRow = (form: Form, row: number) =>
  DISH_TEXT_FIELDS.every((field) => !text(form, dishField(row, field))) && !text(form, dishField(row, "price"));

/** How many dish rows the form holds up to its last filled one. */
export function filledDishRows(form: Form): number {
  let last = -1;
  for (let row = 0; row < DAILY_DISHES_MAX; row++) if (!isBlankRow(form, row)) last = row;
  return last + 1;
}

/**
 * The offer of `date` from the form, checked by the schema the site reads it with. A day that
 * is over cannot be written; "sold out" keeps the stored mark while it still holds, else marks now.
 */
export function dailyFromForm(
  form: Form,
  date: string,
  today: string,
  lang: Lang,
  stored: DecodedFields,
  now: number,
): FormOutcome<DailyOffer> {
  const storedDishes = Array.isArray(stored.dishes) ? (stored.dishes as DecodedFields[]) : [];
  const rows: { row: number; dish: Record<string, EncodableValue> }[] = [];
  for (let row = 0; row < DAILY_DISHES_MAX; row++) {
    if (isBlankRow(form, row)) continue;
    const optional = (field: string) => text(form, dishField(row, field)) || null;
    const item = Number(text(form, dishField(row, "item")));
    const storedMark = storedDishes.find((dish) => dish.name === text(form, dishField(row, "name")))?.soldOutUntil;
    rows.push({
      row,
      dish: {
        name: text(form, dishField(row, "name")),
        translate: optional("translate"),
        opis: text(form, dishField(row, "opis")),
        opis_en: optional("opis_en"),
        price: priceOf(form, dishField(row, "price")) ?? Number.NaN,
        alergeni: allergensOf(form, dishField(row, "")),
        item: Number.isInteger(item) && item > 0 ? item : null,
        soldOutUntil: checked(form, dishField(row, "soldOut"))
          ? typeof storedMark === "string"
            ? storedMark
            : new Date(now).toISOString()
          : null,
      },
    });
  }
  const data: Record<string, EncodableValue> = {
    date,
    opens: text(form, "opens"),
    closes: text(form, "closes"),
    note: text(form, "note") || null,
    note_en: text(form, "note_en") || null,
    dishes: rows.map((row) => row.dish),
  };
  const fieldOf = (path: readonly PropertyKey[]) => {
    const [list, index, field] = path;
    if (list === "dishes" && typeof index === "number")
      return dishField(rows[index]?.row ?? index, field === undefined ? "name" : String(field));
    return list === "dishes" ? dishField(0, "name") : path.map(String).join(".");
  };
  const errors: FieldErrors = date < today ? { date: fieldErrorText(lang, ["date"], "a day that is over") } : {};
  return parseForm(DailyOfferSchema, data, lang, { fieldOf, errors });
}
