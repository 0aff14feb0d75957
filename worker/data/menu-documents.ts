import type { z } from "zod";
import { MENU_SECTIONS, type MenuSection } from "../../shared/menu/menu-groups";
import { byPlace } from "../../shared/menu/menu-order";
import {
  type FoodData,
  type MenuGroup,
  MenuItemSchema,
  type Notice,
  NoticeSchema,
  type VoucherMeal,
  VoucherMealSchema,
} from "../../shared/menu/menu-schema";
import { type DailyOffer, DailyOfferSchema } from "../../shared/daily/daily-schema";
import { HoursSchema, type Hours } from "../../shared/restaurant/hours-schema";
import { type Settings, SettingsSchema } from "../../shared/restaurant/settings-schema";
import { relativePath } from "../firestore/resource-names";
import { decodeDocument, type FirestoreDocument } from "../firestore/values";
import { COLLECTION, HOURS_DOCUMENT, SETTINGS_DOCUMENT } from "./database-layout";

/**
 * The one validation step both menu sources share: every document is decoded and checked on
 * its own, and a bad one is reported and left out instead of failing the whole read.
 */
export type InvalidDocumentLog = (path: string, reason: string) => void;

export const warnInvalidDocument: InvalidDocumentLog = (path, reason) => {
  console.warn(`menu data: dropped invalid document ${path}: ${reason}`);
};

/**
 * Thrown when documents arrived but not one of them is valid: that is a broken source (or a
 * broken migration), not an empty menu, and must not replace the last known good data.
 */
export class NoValidDocumentsError extends Error {
  override name = "NoValidDocumentsError";
}

function requireSomeValid(received: number, valid: number, what: string): void {
  if (received > 0 && valid === 0) throw new NoValidDocumentsError(`none of the ${received} ${what} documents is valid`);
}

/** Builds the food payload: every group present, in display order; items in the owner's order (menu-order.ts). */
export function foodDataFromGroups(documentsByGroup: ReadonlyMap<string, readonly FirestoreDocument[]>, log: InvalidDocumentLog): FoodData {
  const section = (name: MenuSection): MenuGroup[] =>
    MENU_SECTIONS[name].groups.map((key) => ({
      key,
      items: parseDocuments(documentsByGroup.get(key) ?? [], MenuItemSchema, log).sort(byPlace),
    }));
  const food: FoodData = { dishes: section("dishes"), drinks: section("drinks"), extras: section("extras") };
  const received = [...documentsByGroup.values()].reduce((sum, documents) => sum + documents.length, 0);
  const valid = [...food.dishes, ...food.drinks, ...food.extras].reduce((sum, group) => sum + group.items.length, 0);
  requireSomeValid(received, valid, COLLECTION.menu);
  return food;
}

/** Student meals by `order`, then id. */
export function voucherMealsFromDocuments(documents: readonly FirestoreDocument[], log: InvalidDocumentLog): VoucherMeal[] {
  const meals = parseDocuments(documents, VoucherMealSchema, log);
  requireSomeValid(documents.length, meals.length, COLLECTION.meals);
  return meals.sort((a, b) => a.order - b.order || a.id - b.id);
}

/** Active notices only, by document id. Their HTML is still raw: the repository sanitizes what it serves. */
export function activeNoticesFromDocuments(documents: readonly FirestoreDocument[], log: InvalidDocumentLog): Notice[] {
  const notices = parseDocuments(documents, NoticeSchema, log, { withDocumentId: true });
  requireSomeValid(documents.length, notices.length, COLLECTION.notices);
  return notices.filter((notice) => notice.act).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The daily offers by day; the document id is the day. */
export function dailyOffersFromDocuments(documents: readonly FirestoreDocument[], log: InvalidDocumentLog): DailyOffer[] {
  const offers = parseDocuments(documents, DailyOfferSchema, log, { withDocumentId: true, idField: "date" });
  requireSomeValid(documents.length, offers.length, COLLECTION.daily);
  return offers.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The opening hours. A missing or invalid document is a failed read, never "no hours": the
 * cache keeps serving the last good hours, and the repository falls back to the seed's.
 */
export function hoursFromDocuments(documents: readonly FirestoreDocument[], log: InvalidDocumentLog): Hours {
  const document = documents.find((candidate) => relativePath(candidate.name) === HOURS_DOCUMENT);
  for (const other of documents) if (other !== document) log(other.name, `not read: the hours are in ${HOURS_DOCUMENT}`);
  const [hours] = document ? parseDocuments([document], HoursSchema, log) : [];
  if (!hours) throw new NoValidDocumentsError(document ? `${HOURS_DOCUMENT} is not valid` : `${HOURS_DOCUMENT} is missing`);
  return hours;
}

/**
 * The owner's settings. A missing document is the defaults (never set); an invalid one is a
 * failed read, so the cache keeps the last good settings and the repository falls back to the seed's.
 */
export function settingsFromDocuments(documents: readonly FirestoreDocument[], log: InvalidDocumentLog): Settings {
  const document = documents.find((candidate) => relativePath(candidate.name) === SETTINGS_DOCUMENT);
  if (!document) return SettingsSchema.parse({});
  const [settings] = parseDocuments([document], SettingsSchema, log);
  if (!settings) throw new NoValidDocumentsError(`${SETTINGS_DOCUMENT} is not valid`);
  return settings;
}

function parseDocuments<T>(
  documents: readonly FirestoreDocument[],
  schema: z.ZodType<T>,
  log: InvalidDocumentLog,
  { withDocumentId = false, idField = "id" } = {},
): T[] {
  const parsed: T[] = [];
  for (const document of documents) {
    let decoded;
    try {
      decoded = decodeDocument(document);
    } catch (error) {
      log(document.name, error instanceof Error ? error.message : String(error));
      continue;
    }
    const result = schema.safeParse(withDocumentId ? { ...decoded.data, [idField]: decoded.id } : decoded.data);
    if (result.success) parsed.push(result.data);
    else log(decoded.path, describeIssues(result.error));
  }
  return parsed;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(document)"}: ${issue.message}`).join("; ");
}
