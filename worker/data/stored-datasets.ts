import { DailyOffersSchema } from "../../shared/daily/daily-schema";
import { FoodDataSchema, NoticesSchema, VoucherMealsSchema } from "../../shared/menu/menu-schema";
import { HoursSchema } from "../../shared/restaurant/hours-schema";
import { SettingsSchema } from "../../shared/restaurant/settings-schema";
import { isRecord } from "../firestore/errors";
import type { DatasetName, Datasets } from "./datasets";

/**
 * An exception of the hours as the cache stores it (after the schema's transform: `span`, and
 * `note` as `{ sl, en }`) in the form the schema reads from Firestore. Anything that is not in
 * the stored form is left as it is, for the strict schema to reject.
 */
function exceptionDocument(entry: unknown): unknown {
  if (!isRecord(entry)) return entry;
  const { span, note, ...rest } = entry;
  if (!(span === null || isRecord(span)) || !(note === null || isRecord(note))) return entry;
  return { ...rest, closed: span === null, ...span, note: note?.sl ?? null, note_en: note?.en ?? null };
}

/** The stored hours in the document form, so that they pass through the very schema Firestore's pass. */
function hoursDocument(hours: unknown): unknown {
  if (!isRecord(hours) || !Array.isArray(hours.exceptions)) return hours;
  return { ...hours, exceptions: hours.exceptions.map(exceptionDocument) };
}

/**
 * Each dataset's check of a value read back from KV: the schema its documents pass when they
 * come from Firestore. Throws (a zod error) on a value that is not sound.
 */
export const parseStoredDataset: { [N in DatasetName]: (value: unknown) => Datasets[N] } = {
  hrana: (value) => FoodDataSchema.parse(value),
  boni: (value) => VoucherMealsSchema.parse(value),
  obvestila: (value) => NoticesSchema.parse(value),
  urnik: (value) => HoursSchema.parse(hoursDocument(value)),
  nastavitve: (value) => SettingsSchema.parse(value),
  dnevna: (value) => DailyOffersSchema.parse(value),
};
