import type { Lang } from "../../../shared/i18n/lang";
import { formatPrice } from "../../../shared/menu/format-price";
import type { DecodedFields } from "../../firestore/values";
import { FIELD_LABELS, VALUE_WORDS } from "./change-words";
import { shortPlainText } from "./plain-text";
import { dayRangeLabel } from "./dates";
import { textOf } from "./form-values";
import { EDITOR_WORDS } from "./words";

const PRICE_FIELDS = new Set(["price", "oldPrice", "studentMealPrice"]);
/** Fields that are bookkeeping, not content: never shown to the owner. */
const UNLISTED = new Set(["id", "parent"]);

export const listed = (field: string): boolean => !UNLISTED.has(field);

/** A stored value as the owner reads it: prices as prices, dates as the site writes them, notices by their words. */
export function valueText(field: string, value: unknown, lang: Lang): string {
  const words = VALUE_WORDS[lang];
  if (value === null || value === undefined || value === "") return words.none;
  if (PRICE_FIELDS.has(field) && typeof value === "number") return formatPrice(value, lang);
  if (field === "soldOutUntil" && typeof value === "string") return words.soldOut;
  if (field === "photo") return words.photo;
  if (field === "act" && typeof value === "boolean") return value ? words.active : words.inactive;
  if (field === "student" && typeof value === "boolean") return value ? EDITOR_WORDS[lang].student : EDITOR_WORDS[lang].guest;
  if ((field === "from" || field === "to" || field === "discountUntil") && typeof value === "string")
    return dayRangeLabel(lang, value, value);
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (field === "msg" || field === "msg_en") return `»${shortPlainText(textOf(value))}«`;
  if (typeof value === "number" || typeof value === "string") return String(value);
  if (Array.isArray(value) && value.every((entry) => typeof entry === "string" || typeof entry === "number"))
    return value.length === 0 ? words.none : value.join(", ");
  return words.changed;
}

/** A field by the name the owner knows it by. */
export function fieldLabel(field: string, lang: Lang): string {
  const labels: Partial<Record<string, string>> = FIELD_LABELS[lang];
  return labels[field] ?? field;
}

/** A document's fields, one line each, as the owner reads them: what the conflict message shows. */
export function fieldLines(data: DecodedFields, lang: Lang): string[] {
  return Object.keys(data)
    .filter(listed)
    .sort()
    .map((field) => `${fieldLabel(field, lang)}: ${valueText(field, data[field], lang)}`);
}
