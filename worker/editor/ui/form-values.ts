import type { z } from "zod";
import type { Lang } from "../../../shared/i18n/lang";
import type { EncodableValue } from "../../firestore/values";
import { fieldErrorText } from "./error-words";

/** A form as posted: each field's name and its text (a checkbox is present only when ticked). */
export type Form = Record<string, string>;

/** Field name → message beside it. */
export type FieldErrors = Record<string, string>;

/** What a form gives: the document's fields to store, or the errors to show beside the fields. */
export type FormOutcome<T> = { ok: true; data: Record<string, EncodableValue>; value: T } | { ok: false; errors: FieldErrors };

/** The control that says what a post asks for (save, preview, delete); named so that it never shadows the form's own `action`. */
export const INTENT = "intent";

/** Hono's parsed body as a form: the first value of each field, files left out. */
export function formOf(body: Record<string, string | File | (string | File)[]>): Form {
  const form: Form = {};
  for (const [name, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") form[name] = first;
  }
  return form;
}

export const text = (form: Form, name: string): string => (form[name] ?? "").trim();
export const checked = (form: Form, name: string): boolean => name in form;

/** The schema's issues as messages beside the fields, one per field, in the owner's words. */
export function errorsOf(error: z.ZodError, lang: Lang, fieldName: (path: readonly PropertyKey[]) => string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const name = fieldName(issue.path);
    errors[name] ??= fieldErrorText(lang, issue.path, issue.message);
  }
  return errors;
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
