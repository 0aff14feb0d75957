import type { Lang } from "../../../shared/i18n/lang";
import { formatPrice } from "../../../shared/menu/format-price";
import type { DecodedFields } from "../../firestore/values";
import { COPY } from "../copy";
import { shortPlainText } from "./plain-text";
import { dayRangeLabel } from "./dates";
import { textOf } from "./form-values";

const PRICE_FIELDS = new Set(["price", "oldPrice", "studentMealPrice"]);
/** Fields that are bookkeeping, not content: never shown to the owner. */
const UNLISTED = new Set(["id", "parent"]);

export const listed = (field: string): boolean => !UNLISTED.has(field);

/** A stored value as the owner reads it: prices as prices, dates as the site writes them, notices by their words. */
export function valueText(field: string, value: unknown, lang: Lang): string {
  const copy = COPY[lang];
  if (value === null || value === undefined || value === "") return copy.values.none;
  if (PRICE_FIELDS.has(field) && typeof value === "number") return formatPrice(value, lang);
  if (field === "soldOutUntil" && typeof value === "string") return copy.values.soldOut;
  if (field === "photo") return copy.values.photo;
  if (field === "act" && typeof value === "boolean") return value ? copy.values.active : copy.values.inactive;
  if (field === "student" && typeof value === "boolean") return value ? copy.student : copy.guest;
  if ((field === "from" || field === "to" || field === "discountUntil") && typeof value === "string")
    return dayRangeLabel(lang, value, value);
  if (typeof value === "boolean") return value ? copy.values.yes : copy.values.no;
  if (field === "msg" || field === "msg_en") return `»${shortPlainText(textOf(value))}«`;
  if (typeof value === "number" || typeof value === "string") return String(value);
  if (Array.isArray(value) && value.every((entry) => typeof entry === "string" || typeof entry === "number"))
    return value.length === 0 ? copy.values.none : value.join(", ");
  return copy.values.changed;
}

/** A field by the name the owner knows it by. */
export function fieldLabel(field: string, lang: Lang): string {
  const labels: Record<string, string> = { ...COPY[lang].fields, ...COPY[lang].menuFields };
  return labels[field] ?? field;
}

/** A document's fields, one line each, as the owner reads them: what the conflict message shows. */
export function fieldLines(data: DecodedFields, lang: Lang): string[] {
  return Object.keys(data)
    .filter(listed)
    .sort()
    .map((field) => `${fieldLabel(field, lang)}: ${valueText(field, data[field], lang)}`);
}
