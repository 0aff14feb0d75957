import type { z } from "zod";
import type { Lang } from "../../../shared/i18n/lang";
import type { EncodableValue } from "../../firestore/values";
import { isSaveKey } from "../change-log";
import { fieldErrorText } from "./error-words";

/** A form as posted: each field's name and its text (a checkbox is present only when ticked). */
export type Form = Record<string, string>;

/** Field name → message beside it. */
export type FieldErrors = Record<string, string>;

/** What a form gives: the document's fields to store, or the errors to show beside the fields. */
export type FormOutcome<T> = { ok: true; data: Record<string, EncodableValue>; value: T } | { ok: false; errors: FieldErrors };

/** The control that says what a post asks for (save, preview, delete); named so that it never shadows the form's own `action`. */
export const INTENT = "intent";

/** The largest form the editor reads (a photo upload has its own limit); docs/editor.md says why this figure. */
export const FORM_LIMIT_BYTES = 64 * 1024;

/** A posted form's fields: the first value of each, files left out. */
export function formOf(body: FormData): Form {
  const form: Form = {};
  for (const [name, value] of body) if (typeof value === "string" && !(name in form)) form[name] = value;
  return form;
}

export const text = (form: Form, name: string): string => (form[name] ?? "").trim();

/** The hidden field that carries a creating form's one-time key (change-log.ts, newSaveKey). */
export const KEY_FIELD = "kljuc";

/** The one-time key a form was shown with; undefined: none, or not one the editor makes. */
export const saveKeyOf = (form: Form): string | undefined => {
  const key = form[KEY_FIELD] ?? "";
  return isSaveKey(key) ? key : undefined;
};
export const checked = (form: Form, name: string): boolean => name in form;

/** How a section's form differs from the plain case when its document is checked. */
export interface FormRules {
  /** The field an issue belongs to, from the issue's path; by default the path joined with dots ("weekly.mon.opens"). */
  fieldOf?: (path: readonly PropertyKey[]) => string;
  /** The section's own message for a field, in place of the schema's. */
  messages?: Partial<Record<string, string>>;
  /** Errors the schema cannot see (a day that is over), laid over its own. */
  errors?: FieldErrors;
  /** Fields the schema reads but the document does not store: a notice's id is its document's name. */
  alongside?: Record<string, EncodableValue>;
}

const joined = (path: readonly PropertyKey[]) => path.map(String).join(".");

/**
 * A posted form's document checked by the schema the public site reads it with: the document and
 * its values, or one message per field, in the owner's words, for the field it belongs to.
 */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  data: Record<string, EncodableValue>,
  lang: Lang,
  { fieldOf = joined, messages = {}, errors: laidOver = {}, alongside = {} }: FormRules = {},
): FormOutcome<z.output<Schema>> {
  const result = schema.safeParse({ ...data, ...alongside });
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOf(issue.path);
    errors[field] ??= messages[field] ?? fieldErrorText(lang, issue.path, issue.message);
  }
  Object.assign(errors, laidOver);
  return result.success && Object.keys(errors).length === 0 ? { ok: true, data, value: result.data } : { ok: false, errors };
}

/** The document's text field, or empty. */
export const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

/** A price as the owner writes it: 9,50 in Slovenian, 9.50 in English (the forms take either). */
export const priceText = (price: number, lang: Lang): string => (lang === "sl" ? price.toFixed(2).replace(".", ",") : price.toFixed(2));

/** "9,90" or "9.90"; empty is null; anything else NaN, which the schema refuses. */
export function priceOf(form: Form, name: string): number | null {
  const value = text(form, name).replace(",", ".");
  if (!value) return null;
  return /^\d+(?:\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN;
}
