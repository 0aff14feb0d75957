import type { z } from "zod";
import { type Lang, OPTIONAL_LANGS, type OptionalLang } from "../../../shared/i18n/lang";
import { MenuItemSchema, VoucherMealSchema } from "../../../shared/menu/menu-schema";
import type { DecodedFields } from "../../firestore/values";
import type { MenuDocuments } from "../documents";
import type { StoredDocument } from "../change-log";
import { textOf } from "../ui/form-values";
import { type GroupKey, MEAL_GROUP } from "./menu-kinds";
import { MENU_WORDS } from "./words";

/** A document the public site leaves out because it fails its schema. */
export interface Unreadable {
  group: GroupKey;
  document: StoredDocument;
  /** Its name where one can be read. */
  name: string | null;
  /** What is wrong, field by field, in the owner's words. */
  reasons: string[];
}

function valueAt(data: DecodedFields, path: readonly PropertyKey[]): unknown {
  let value: unknown = data;
  for (const key of path) value = value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/** "the text 2026-11-25", "a number 4", "a list" */
function foundText(value: unknown, lang: Lang): string {
  const words = MENU_WORDS[lang];
  if (value === undefined || value === null) return words.missing;
  if (typeof value === "string") return `${words.found} ${words.theText} ${value.slice(0, 60)}`;
  if (typeof value === "number") return `${words.found} ${words.aNumber} ${value}`;
  if (typeof value === "boolean") return `${words.found} ${words.aBoolean}`;
  return `${words.found} ${Array.isArray(value) ? words.aList : words.anObject}`;
}

const EXPECTED: Record<string, "expectedNumber" | "expectedText" | "expectedBoolean" | "expectedList"> = {
  number: "expectedNumber",
  int: "expectedNumber",
  string: "expectedText",
  boolean: "expectedBoolean",
  array: "expectedList",
};

/** One schema issue as the owner reads it: "soldOutUntil: expected a date and time, found the text 2026-11-25". */
export function issueText(issue: z.core.$ZodIssue, data: DecodedFields, lang: Lang): string {
  const words = MENU_WORDS[lang];
  const field = issue.path.map(String).join(".") || "—";
  const found = foundText(valueAt(data, issue.path), lang);
  const expectedKey = issue.code === "invalid_type" ? EXPECTED[issue.expected] : undefined;
  if (expectedKey) return `${field}: ${words[expectedKey]}, ${found}`;
  if (issue.code === "invalid_format" && issue.format === "datetime") return `${field}: ${words.expectedDateTime}, ${found}`;
  if (issue.code === "invalid_format") return `${field}: ${words.expectedDate}, ${found}`;
  return `${field}: ${words.unreadable} (${issue.message}), ${found}`;
}

const schemaOf = (group: GroupKey) => (group === MEAL_GROUP ? VoucherMealSchema : MenuItemSchema);

/** Every menu document with its group, the student meals included. */
const everyDocument = (menu: MenuDocuments): { group: GroupKey; document: StoredDocument }[] => [
  ...menu.groups.flatMap((group) => group.items.map((document) => ({ group: group.key, document }))),
  ...menu.meals.map((document) => ({ group: MEAL_GROUP, document })),
];

function check(group: GroupKey, document: StoredDocument, lang: Lang): Unreadable | null {
  const result = schemaOf(group).safeParse(document.data);
  if (result.success) return null;
  return {
    group,
    document,
    name: textOf(document.data.name) || null,
    reasons: result.error.issues.map((issue) => issueText(issue, document.data, lang)),
  };
}

/** Every menu document the public site cannot show, with why. */
export function unreadableDocuments(menu: MenuDocuments, lang: Lang): Unreadable[] {
  return everyDocument(menu)
    .map(({ group, document }) => check(group, document, lang))
    .filter((entry): entry is Unreadable => entry !== null);
}

/**
 * For each further language, how many items the site shows with a description have none
 * written in it (their page there shows the English one). Hidden items are not counted, nor
 * those the site cannot read: they are listed with why.
 */
export function missingDescriptions(menu: MenuDocuments): Record<OptionalLang, number> {
  const counts: Record<OptionalLang, number> = { de: 0, it: 0, hr: 0 };
  for (const { group, document } of everyDocument(menu)) {
    const item = schemaOf(group).safeParse(document.data).data;
    if (!item || item.ignore || !item.opis.trim()) continue;
    for (const lang of OPTIONAL_LANGS) if (!item.prevodi[lang]?.opis) counts[lang] += 1;
  }
  return counts;
}
