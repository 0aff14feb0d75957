import type { MessageKey } from "../i18n/i18n";
import type { Allergen } from "./menu-schema";

/**
 * The 14 allergens of Regulation (EU) No 1169/2011, Annex II. Numbers 1–9 keep the spec's
 * numbering (gluten … crustaceans); 10–14 add soy, celery, sulphites, lupin and molluscs.
 */
export const ALLERGENS: readonly Allergen[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

/** The translation key of an allergen's name (allergens.names.1 … 14). */
export function allergenNameKey(allergen: Allergen): MessageKey {
  return `allergens.names.${allergen}` as MessageKey;
}

export function isAllergen(value: number): value is Allergen {
  return Number.isInteger(value) && value >= 1 && value <= 14;
}

/**
 * What an item means for a guest who excludes some allergens. `unknown` (no allergen data)
 * is never treated as safe: such an item stays listed with an "ask the staff" note.
 */
export type AllergenVerdict = "fine" | "contains" | "unknown";

export function allergenVerdict(alergeni: readonly Allergen[] | null, excluded: readonly Allergen[]): AllergenVerdict {
  if (alergeni === null) return "unknown";
  return alergeni.some((allergen) => excluded.includes(allergen)) ? "contains" : "fine";
}
