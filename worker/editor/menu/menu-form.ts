import type { Lang } from "../../../shared/i18n/lang";
import { MenuItemSchema, VoucherMealSchema } from "../../../shared/menu/menu-schema";
import { isSoldOut } from "../../../shared/menu/sold-out";
import type { DecodedFields, EncodableValue } from "../../firestore/values";
import { checked, errorsOf, type Form, priceOf, priceText } from "../ui/form-values";

/** The fields the availability form may change on a menu item or on a student meal. */
export const MENU_FIELDS = ["price", "oldPrice", "isDiscount", "ignore", "soldOutUntil"] as const;
export const MEAL_FIELDS = ["ignore", "soldOutUntil"] as const;

export function soldOut(data: DecodedFields, now: number): boolean {
  return typeof data.soldOutUntil === "string" && isSoldOut({ soldOutUntil: data.soldOutUntil }, now);
}

/** The availability form's fields from a stored item. */
export function availabilityForm(data: DecodedFields, now: number, lang: Lang): Form {
  const form: Form = {};
  if (typeof data.price === "number") form.price = priceText(data.price, lang);
  if (typeof data.oldPrice === "number") form.oldPrice = priceText(data.oldPrice, lang);
  if (data.isDiscount === true) form.isDiscount = "on";
  if (data.ignore === true) form.ignore = "on";
  if (soldOut(data, now)) form.soldOut = "on";
  return form;
}

/**
 * A dish's or meal's availability merged into its stored fields and checked by the schema
 * the menu is read with. "Sold out today" keeps the stored mark while it still holds.
 */
export function availabilityFromForm(form: Form, stored: DecodedFields, meal: boolean, lang: Lang, now: number) {
  const changes: Record<string, EncodableValue> = {
    ignore: checked(form, "ignore"),
    soldOutUntil: checked(form, "soldOut") ? (soldOut(stored, now) ? (stored.soldOutUntil as string) : new Date(now).toISOString()) : null,
  };
  if (!meal) {
    changes.price = priceOf(form, "price") ?? Number.NaN;
    changes.oldPrice = priceOf(form, "oldPrice");
    changes.isDiscount = checked(form, "isDiscount");
  }
  const result = (meal ? VoucherMealSchema : MenuItemSchema).safeParse({ ...stored, ...changes });
  if (result.success) return { ok: true as const, data: changes };
  return { ok: false as const, errors: errorsOf(result.error, lang, (path) => path.join(".")) };
}
