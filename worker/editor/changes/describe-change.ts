import type { Lang } from "../../../shared/i18n/lang";
import { formatPrice } from "../../../shared/menu/format-price";
import type { MenuGroupKey } from "../../../shared/menu/menu-groups";
import { HOURS_DOCUMENT } from "../../data/menu-documents";
import type { DecodedFields } from "../../firestore/values";
import { COPY } from "../copy";
import { groupName } from "../menu/group-names";
import { itemName } from "../menu/item-name";
import { noticeTitle } from "../notices/notice-form";
import type { AuditEntry } from "../store";
import { dayRangeLabel, momentLabel } from "../ui/dates";
import { textOf } from "../ui/form-values";

/** A change as the owner reads it: what it was about, and each field's value before and after. */
export interface DescribedChange {
  subject: string;
  /** "cena: 9,50 € → 9,90 €", "aktivno → neaktivno", "dodano", … */
  lines: string[];
}

const PRICE_FIELDS = new Set(["price", "oldPrice", "studentMealPrice"]);
/** Fields that mark bookkeeping, not content: never listed. */
const UNLISTED = new Set(["id", "parent"]);

function subjectOf(entry: AuditEntry, lang: Lang): string {
  const copy = COPY[lang];
  const data = entry.after ?? entry.before ?? {};
  const [collection, group, , id] = entry.path.split("/");
  if (entry.path === HOURS_DOCUMENT) return copy.hours;
  if (collection === "obvestila") return `${copy.notice} »${noticeTitle(textOf(data.msg)) || copy.untitled}«`;
  if (collection === "nastavitve") return copy.menuEditor.surcharge;
  if (collection === "boni") return `${itemName(data, lang, group ?? "")} (${copy.studentMeals})`;
  if (collection === "hrana" && group) return `${itemName(data, lang, id ?? "")} (${groupName(group as MenuGroupKey, lang)})`;
  return copy.document;
}

function valueText(field: string, value: unknown, lang: Lang): string {
  const copy = COPY[lang];
  if (value === null || value === undefined || value === "") return copy.values.none;
  if (PRICE_FIELDS.has(field) && typeof value === "number") return formatPrice(value, lang);
  if (field === "soldOutUntil" && typeof value === "string") return copy.values.soldOut;
  if (field === "act" && typeof value === "boolean") return value ? copy.values.active : copy.values.inactive;
  if (field === "student" && typeof value === "boolean") return value ? copy.student : copy.guest;
  if ((field === "from" || field === "to" || field === "discountUntil") && typeof value === "string")
    return dayRangeLabel(lang, value, value);
  if (typeof value === "boolean") return value ? copy.values.yes : copy.values.no;
  if (field === "msg" || field === "msg_en") return `»${noticeTitle(textOf(value))}«`;
  if (typeof value === "number" || typeof value === "string") return String(value);
  if (Array.isArray(value)) return value.length === 0 ? copy.values.none : value.map(String).join(", ");
  return copy.values.changed;
}

function fieldLabel(field: string, lang: Lang): string {
  const labels: Record<string, string> = { ...COPY[lang].fields, ...COPY[lang].menuFields };
  return labels[field] ?? field;
}

/** Describes an audit entry in the owner's words, with the public pages' names and formats. */
export function describeChange(entry: AuditEntry, lang: Lang): DescribedChange {
  const copy = COPY[lang];
  const subject = subjectOf(entry, lang);
  if (entry.before === null) return { subject, lines: [copy.values.added] };
  if (entry.after === null) return { subject, lines: [copy.values.deleted] };
  const before: DecodedFields = entry.before;
  const after: DecodedFields = entry.after;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !UNLISTED.has(field));
  const lines = fields
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => {
      const from = valueText(field, before[field], lang);
      const to = valueText(field, after[field], lang);
      return from === to ? `${fieldLabel(field, lang)}: ${copy.values.changed}` : `${fieldLabel(field, lang)}: ${from} → ${to}`;
    });
  return { subject, lines: lines.length > 0 ? lines : [copy.values.unchanged] };
}

/** When and by whom, as the owner reads it. */
export function changeMeta(entry: AuditEntry, lang: Lang): string {
  const copy = COPY[lang];
  return `${momentLabel(lang, entry.when)} · ${copy.who}: ${entry.who}`;
}
