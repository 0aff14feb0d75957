import type { z } from "zod";
import type { Lang } from "../../shared/i18n/lang";
import { MenuItemSchema, NoticeSchema, VoucherMealSchema } from "../../shared/menu/menu-schema";
import { HoursSchema, type Hours } from "../../shared/restaurant/hours-schema";
import { WEEKDAY_FIELDS } from "../../shared/restaurant/weekdays";
import { type Removal, sanitizeHtml } from "../data/sanitize-html";
import type { DecodedFields, EncodableValue } from "../firestore/values";
import { fieldErrorText } from "./copy";

/** Field name → message beside it. */
export type FieldErrors = Record<string, string>;

/** What a form gives: the document's fields to store, or the errors to show beside the fields. */
export type FormOutcome<T> = { ok: true; data: Record<string, EncodableValue>; value: T } | { ok: false; errors: FieldErrors };

type Form = Record<string, string>;

export function formRecord(body: Record<string, string | File | (string | File)[]>): Form {
  const form: Form = {};
  for (const [name, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") form[name] = first;
  }
  return form;
}

const text = (form: Form, name: string) => (form[name] ?? "").trim();
const checked = (form: Form, name: string) => name in form;

function errorsOf(error: z.ZodError, lang: Lang, fieldName: (path: readonly PropertyKey[]) => string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const name = fieldName(issue.path);
    errors[name] ??= fieldErrorText(lang, issue.path, issue.message);
  }
  return errors;
}

/** A notice's fields; its HTML is sanitized before it is stored, and `removed` hears what went. */
export function noticeFromForm(form: Form, id: string, lang: Lang, removed: (removal: Removal) => void) {
  const msg = sanitizeHtml(text(form, "msg"), removed);
  const english = sanitizeHtml(text(form, "msg_en"), removed);
  const data: Record<string, EncodableValue> = {
    act: checked(form, "act"),
    student: text(form, "kind") === "student",
    msg,
    msg_en: english.trim() ? english : null,
    from: text(form, "from") || null,
    to: text(form, "to") || null,
  };
  const result = NoticeSchema.safeParse({ ...data, id });
  const errors = result.success ? {} : errorsOf(result.error, lang, (path) => path.join("."));
  if (!msg.trim()) errors.msg = fieldErrorText(lang, ["msg"], "required");
  return Object.keys(errors).length === 0 && result.success
    ? ({ ok: true, data, value: result.data } as const)
    : ({ ok: false, errors } as const);
}

const ROW_FIELDS = ["from", "to", "kind", "opens", "closes", "note", "note_en"] as const;

/** The rows of exceptions the form holds (blank and removed rows left out), with each row's number in the form. */
function exceptionRows(form: Form, list: "exceptions" | "yearly") {
  const rows: { row: number; data: Record<string, EncodableValue> }[] = [];
  for (let row = 0; `${list}.${row}.from` in form; row++) {
    const field = (name: string) => text(form, `${list}.${row}.${name}`);
    if (checked(form, `${list}.${row}.remove`) || ROW_FIELDS.every((name) => name === "kind" || !field(name))) continue;
    const closed = field("kind") !== "hours";
    const data: Record<string, EncodableValue> = { from: field("from"), closed };
    if (field("to")) data.to = field("to");
    if (!closed) {
      data.opens = field("opens");
      data.closes = field("closes");
    }
    data.note = field("note") || null;
    data.note_en = field("note_en") || null;
    if (checked(form, `${list}.${row}.announce`)) data.announce = true;
    rows.push({ row, data });
  }
  return rows;
}

/** The hours document from the weekly grid, the holiday switch and the exception rows. */
export function hoursFromForm(form: Form, lang: Lang): FormOutcome<Hours> {
  const weekly: Record<string, EncodableValue> = {};
  for (const day of WEEKDAY_FIELDS) {
    weekly[day] = checked(form, `weekly.${day}.closed`)
      ? null
      : { opens: text(form, `weekly.${day}.opens`), closes: text(form, `weekly.${day}.closes`) };
  }
  const exceptions = exceptionRows(form, "exceptions");
  const yearly = exceptionRows(form, "yearly");
  const data: Record<string, EncodableValue> = {
    weekly,
    closedOnPublicHolidays: checked(form, "closedOnPublicHolidays"),
    exceptions: exceptions.map((row) => row.data),
    yearly: yearly.map((row) => row.data),
  };
  const result = HoursSchema.safeParse(data);
  if (result.success) return { ok: true, data, value: result.data };
  return {
    ok: false,
    errors: errorsOf(result.error, lang, (path) => {
      const [list, index, ...rest] = path;
      const rows = list === "exceptions" ? exceptions : list === "yearly" ? yearly : null;
      return rows && typeof index === "number" ? [list, rows[index]?.row ?? index, ...rest].join(".") : path.join(".");
    }),
  };
}

/** "9,90" or "9.90"; empty is null; anything else NaN, which the schema refuses. */
function price(form: Form, name: string): number | null {
  const value = text(form, name).replace(",", ".");
  if (!value) return null;
  return /^\d+(?:\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN;
}

/** The fields of the availability form: what it may change on a menu item or a student meal. */
export const MENU_FIELDS = ["price", "oldPrice", "isDiscount", "ignore", "soldOutUntil"] as const;
export const MEAL_FIELDS = ["ignore", "soldOutUntil"] as const;

/**
 * A dish's or meal's availability merged into its stored fields and checked by the schema
 * the menu is read with. "Sold out today" keeps the stored mark while it still holds.
 */
export function availabilityFromForm(form: Form, stored: DecodedFields, meal: boolean, lang: Lang, now: number, stillSoldOut: boolean) {
  const changes: Record<string, EncodableValue> = {
    ignore: checked(form, "ignore"),
    soldOutUntil: checked(form, "soldOut") ? (stillSoldOut ? (stored.soldOutUntil as string) : new Date(now).toISOString()) : null,
  };
  if (!meal) {
    changes.price = price(form, "price") ?? Number.NaN;
    changes.oldPrice = price(form, "oldPrice");
    changes.isDiscount = checked(form, "isDiscount");
  }
  const merged = { ...stored, ...changes };
  const result = (meal ? VoucherMealSchema : MenuItemSchema).safeParse(merged);
  if (result.success) return { ok: true as const, data: changes };
  return { ok: false as const, errors: errorsOf(result.error, lang, (path) => path.join(".")) };
}
