import { z } from "zod";
import { type Lang, OPTIONAL_LANGS, type OptionalLang } from "../../../shared/i18n/lang";
import { MenuItemSchema, VoucherMealSchema } from "../../../shared/menu/menu-schema";
import { isSoldOut } from "../../../shared/menu/sold-out";
import type { DecodedFields, EncodableValue } from "../../firestore/values";
import { allergenBoxes, allergensOf } from "../ui/allergen-choices";
import { checked, type FieldErrors, type Form, parseForm, priceOf, priceText, text, textOf } from "../ui/form-values";
import { type GroupKey, isGroupKey, kindOf, MEAL_GROUP, parentOf } from "./menu-kinds";
import { MENU_WORDS } from "./words";

/** The serving hints a drink may carry, as the schema lists them. */
export const SERVING_HINTS = ["ZERO", "led", "toplo", "hladno"] as const;

/** The form's name of a serving hint's box. */
export const hintField = (hint: string) => `suggested-${hint}`;

/** What of an item the owner may write in a further language, by its stored name. */
const TRANSLATED_PARTS = ["name", "opis"] as const;

/** The form's name of an item's text in a further language: its stored path, "prevodi.de.opis". */
export const translationField = (lang: OptionalLang, part: (typeof TRANSLATED_PARTS)[number]) => `prevodi.${lang}.${part}`;

/** Every field of the further languages, as the form names them. */
export const TRANSLATION_FIELDS = OPTIONAL_LANGS.flatMap((lang) => TRANSLATED_PARTS.map((part) => translationField(lang, part)));

const FLAGS = ["omake", "priloge", "spicy", "isNew", "isPopular", "isDiscount", "toceno", "ignore"] as const;

export function soldOut(data: DecodedFields, now: number): boolean {
  return typeof data.soldOutUntil === "string" && isSoldOut({ soldOutUntil: data.soldOutUntil }, now);
}

/** A stored mark kept as it is only where the schema reads it (a date alone is not an instant). */
const isInstant = (value: unknown): value is string => z.iso.datetime({ offset: true }).safeParse(value).success;

const isFields = (value: unknown): value is DecodedFields =>
  value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype;

/** The stored texts of one further language, or none. */
function storedTranslation(data: DecodedFields, lang: OptionalLang): DecodedFields {
  const translations = isFields(data.prevodi) ? data.prevodi : {};
  const translation = translations[lang];
  return isFields(translation) ? translation : {};
}

/** A further language's texts as typed, or null where none is. */
function writtenIn(form: Form, lang: OptionalLang): Record<string, string> | null {
  const written: Record<string, string> = {};
  for (const part of TRANSLATED_PARTS) {
    const value = text(form, translationField(lang, part));
    if (value) written[part] = value;
  }
  return Object.keys(written).length > 0 ? written : null;
}

/** The further languages as the form has them: a language left empty is removed, not stored empty. */
function translationsOf(form: Form, stored: DecodedFields): Record<string, EncodableValue> {
  // The stored ones keep their place, so that a save which changes none of them writes them as they were.
  const translations = new Map<string, EncodableValue>(Object.entries(isFields(stored.prevodi) ? stored.prevodi : {}));
  for (const lang of OPTIONAL_LANGS) translations.set(lang, writtenIn(form, lang));
  return Object.fromEntries([...translations].filter(([, entry]) => entry !== null));
}

const linesOf = (value: unknown): string =>
  Array.isArray(value) ? value.filter((line): line is string => typeof line === "string").join("\n") : "";

const listOf = (form: Form, name: string): string[] =>
  (form[name] ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** 0,5 in Slovenian, 0.5 in English. */
const decimalText = (value: number, lang: Lang) => (lang === "sl" ? String(value).replace(".", ",") : String(value));

/** "0,5" or "0.5"; empty is null; anything else NaN, which the schema refuses. */
function decimalOf(form: Form, name: string): number | null {
  const value = text(form, name).replace(",", ".");
  if (!value) return null;
  return /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** The item page's form from a stored document, with whatever of it can be read. */
export function itemForm(data: DecodedFields, group: GroupKey, now: number, lang: Lang): Form {
  const form: Form = { group };
  for (const name of ["name", "translate", "opis", "opis_en", "discountUntil"]) if (textOf(data[name])) form[name] = textOf(data[name]);
  for (const lang of OPTIONAL_LANGS)
    for (const part of TRANSLATED_PARTS) {
      const written = textOf(storedTranslation(data, lang)[part]);
      if (written) form[translationField(lang, part)] = written;
    }
  form.sestavine = linesOf(data.sestavine);
  form.translate_sestavine = linesOf(data.translate_sestavine);
  Object.assign(form, allergenBoxes(data.alergeni, ""));
  if (typeof data.price === "number") form.price = priceText(data.price, lang);
  if (typeof data.oldPrice === "number") form.oldPrice = priceText(data.oldPrice, lang);
  if (typeof data.amount === "number") form.amount = String(data.amount);
  if (typeof data.size === "number") form.size = decimalText(data.size, lang);
  for (const flag of FLAGS) if (data[flag] === true) form[flag] = "on";
  if (Array.isArray(data.suggested)) for (const hint of data.suggested) if (typeof hint === "string") form[hintField(hint)] = "on";
  if (soldOut(data, now)) form.soldOut = "on";
  return form;
}

export type ItemOutcome = { ok: true; data: Record<string, EncodableValue>; group: GroupKey } | { ok: false; errors: FieldErrors };

/**
 * The form as the item's document: its fields merged over the stored ones (a field the form
 * does not show stays as it was), checked by the schema the public menu reads it with.
 */
export function itemFromForm(form: Form, stored: DecodedFields, from: GroupKey, id: number, lang: Lang, now: number): ItemOutcome {
  const words = MENU_WORDS[lang];
  const group = form.group ?? from;
  if (!isGroupKey(group) || (group === MEAL_GROUP) !== (from === MEAL_GROUP)) return { ok: false, errors: { group: words.errorGroup } };
  const kind = kindOf(group);
  const changes: Record<string, EncodableValue> = {
    id,
    name: text(form, "name"),
    translate: text(form, "translate") || null,
    opis: text(form, "opis"),
    opis_en: text(form, "opis_en") || null,
    sestavine: listOf(form, "sestavine"),
    translate_sestavine: listOf(form, "translate_sestavine"),
    alergeni: allergensOf(form, ""),
    ignore: checked(form, "ignore"),
    soldOutUntil: checked(form, "soldOut")
      ? soldOut(stored, now) && isInstant(stored.soldOutUntil)
        ? stored.soldOutUntil
        : new Date(now).toISOString()
      : null,
  };
  if (kind !== "meal") {
    Object.assign(changes, {
      parent: parentOf(group),
      price: priceOf(form, "price") ?? Number.NaN,
      oldPrice: priceOf(form, "oldPrice"),
      isDiscount: checked(form, "isDiscount"),
      discountUntil: text(form, "discountUntil") || null,
      amount: decimalOf(form, "amount") ?? 1,
      omake: checked(form, "omake"),
      priloge: checked(form, "priloge"),
      spicy: checked(form, "spicy"),
      isNew: checked(form, "isNew"),
      isPopular: checked(form, "isPopular"),
    });
  }
  if (kind === "drink") {
    Object.assign(changes, {
      size: decimalOf(form, "size"),
      toceno: checked(form, "toceno"),
      suggested: SERVING_HINTS.filter((hint) => checked(form, hintField(hint))),
    });
  }
  const translations = translationsOf(form, stored);
  const data = { ...stored, ...changes, prevodi: translations } as Record<string, EncodableValue>;
  if (Object.keys(translations).length === 0) delete data.prevodi;
  const parsed = parseForm(kind === "meal" ? VoucherMealSchema : MenuItemSchema, data, lang, {
    // A list's entry or a photo's part is reported on the field the form shows for it.
    fieldOf: (path) => String(path[0] ?? ""),
    messages: {
      name: words.errorName,
      alergeni: words.errorAllergen,
      amount: words.errorAmount,
      size: words.errorSize,
      discountUntil: words.errorDate,
      suggested: words.errorSuggested,
    },
  });
  return parsed.ok ? { ok: true, data, group } : parsed;
}
