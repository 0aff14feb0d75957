import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { MENU_GROUP_KEYS } from "../../shared/menu/menu-groups";
import { lastSegment, relativePath } from "../../worker/firestore/resource-names";
import type { FirestoreDocument, FirestoreFields, FirestoreValue } from "../../worker/firestore/values";
import type { DatasetName } from "../../worker/data/datasets";
import { menuGroupOf } from "../../worker/data/database-layout";
import type { SeedDocument } from "../../worker/data/seed-documents";

export const SEED_DIRECTORY = fileURLToPath(new URL("../../worker/data/seed", import.meta.url));

export const seedFilePath = (directory: string, collection: DatasetName) => join(directory, `${collection}.json`);

export async function readSeedFile(directory: string, collection: DatasetName): Promise<SeedDocument[]> {
  return JSON.parse(await readFile(seedFilePath(directory, collection), "utf8")) as SeedDocument[];
}

export async function writeSeedFile(directory: string, collection: DatasetName, documents: readonly SeedDocument[]) {
  await writeFile(seedFilePath(directory, collection), formatSeedFile(documents));
}

/** A Firestore answer in seed form: relative name, fields only. */
export function toSeedDocument(document: FirestoreDocument): SeedDocument {
  return { name: relativePath(document.name), fields: document.fields ?? {} };
}

/** Field order in the files: the order of the tables in the spec, unknown fields after, by name. */
const FIELD_ORDER = [
  "id",
  "order",
  "name",
  "translate",
  "opis",
  "parent",
  "price",
  "oldPrice",
  "amount",
  "size",
  "toceno",
  "omake",
  "priloge",
  "sestavine",
  "translate_sestavine",
  "alergeni",
  "spicy",
  "suggested",
  "isNew",
  "isPopular",
  "isDiscount",
  "ignore",
  "act",
  "student",
  "msg",
  "msg_en",
  "weekly",
  "closedOnPublicHolidays",
  "exceptions",
];

/**
 * The canonical text of a seed file: documents in menu order, one field per line, values in the
 * form Firestore answers with, so an export of an import reproduces the file byte for byte.
 */
export function formatSeedFile(documents: readonly SeedDocument[]): string {
  const blocks = [...documents].sort(compareDocuments).map((document) => {
    const fields = Object.entries(document.fields)
      .sort(([a], [b]) => compareFieldNames(a, b))
      .map(([key, value]) => `      ${JSON.stringify(key)}: ${valueText(canonicalValue(value))}`);
    return [
      "  {",
      `    "name": ${JSON.stringify(document.name)},`,
      fields.length === 0 ? '    "fields": {}' : `    "fields": {\n${fields.join(",\n")}\n    }`,
      "  }",
    ].join("\n");
  });
  return `[\n${blocks.join(",\n")}\n]\n`;
}

/** A value on one line, unless it holds maps (the opening hours): those get a line per member, to be edited by hand. */
function valueText(value: FirestoreValue, indent = "      "): string {
  const inner = `${indent}  `;
  if ("mapValue" in value && value.mapValue.fields) {
    const members = Object.entries(value.mapValue.fields).map(
      ([key, member]) => `${inner}${JSON.stringify(key)}: ${valueText(member, inner)}`,
    );
    return `{"mapValue":{"fields":{\n${members.join(",\n")}\n${indent}}}}`;
  }
  const values = "arrayValue" in value ? (value.arrayValue.values ?? []) : [];
  if (values.some((member) => "mapValue" in member)) {
    return `{"arrayValue":{"values":[\n${values.map((member) => `${inner}${valueText(member, inner)}`).join(",\n")}\n${indent}]}}`;
  }
  return JSON.stringify(value);
}

/** Integers as strings, empty arrays and maps without their member, as Firestore returns them. */
function canonicalValue(value: FirestoreValue): FirestoreValue {
  if ("integerValue" in value) return { integerValue: String(value.integerValue) };
  if ("arrayValue" in value) {
    const values = value.arrayValue.values ?? [];
    return { arrayValue: values.length === 0 ? {} : { values: values.map(canonicalValue) } };
  }
  if ("mapValue" in value) {
    const entries = Object.entries(value.mapValue.fields ?? {});
    if (entries.length === 0) return { mapValue: {} };
    const fields: FirestoreFields = {};
    for (const [key, member] of entries.sort(([a], [b]) => compareText(a, b))) fields[key] = canonicalValue(member);
    return { mapValue: { fields } };
  }
  return value;
}

function compareDocuments(a: SeedDocument, b: SeedDocument): number {
  return groupRank(a.name) - groupRank(b.name) || compareIds(lastSegment(a.name), lastSegment(b.name)) || compareText(a.name, b.name);
}

function groupRank(name: string): number {
  const group = menuGroupOf(name);
  if (group === null) return -1;
  const index = MENU_GROUP_KEYS.indexOf(group as (typeof MENU_GROUP_KEYS)[number]);
  return index === -1 ? MENU_GROUP_KEYS.length : index;
}

function compareIds(a: string, b: string): number {
  return /^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : compareText(a, b);
}

function compareFieldNames(a: string, b: string): number {
  const rank = (name: string) => {
    const index = FIELD_ORDER.indexOf(name);
    return index === -1 ? FIELD_ORDER.length : index;
  };
  return rank(a) - rank(b) || compareText(a, b);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
