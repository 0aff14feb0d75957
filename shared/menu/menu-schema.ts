import { z } from "zod";
import { OPTIONAL_LANGS, type OptionalLang } from "../i18n/lang";
import { DateSchema } from "../restaurant/hours-schema";
import { PhotoSchema } from "./photo";

/** EU allergen numbers 1–14 (1 gluten … 14 molluscs); the message is a key the editor words for the owner. */
const AllergenSchema = z.number().int("unknown allergen").min(1, "unknown allergen").max(14, "unknown allergen");

/** `null` (or absent) means "no allergen data", which the UI must not show as "no allergens" (`[]`). */
export const AllergensSchema = z.array(AllergenSchema).nullable().default(null);

const IngredientsSchema = z.array(z.string()).default([]);

/** Absent, null and blank all mean "none". */
export const OptionalTextSchema = z
  .string()
  .nullable()
  .default(null)
  .transform((text) => (text?.trim() ? text : null));

const WrittenTextSchema = z.object({ name: OptionalTextSchema, opis: OptionalTextSchema });

/** The owner's own name and description in a further language; a language not written is absent. Broken entries are dropped, not the dish. */
const TranslationsSchema = z
  .object(
    Object.fromEntries(OPTIONAL_LANGS.map((lang) => [lang, WrittenTextSchema.optional().catch(undefined)])) as Record<
      OptionalLang,
      z.ZodCatch<z.ZodOptional<typeof WrittenTextSchema>>
    >,
  )
  .default({})
  .catch({});

const MENU_PARENTS = ["hrana", "pijaca", "dodatno", "boni"] as const;
const SERVING_HINTS = ["ZERO", "led", "toplo", "hladno"] as const;

export const SoldOutSchema = z.iso.datetime({ offset: true }).nullable().default(null);

export const MenuItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string().min(1),
    opis: z.string().default(""),
    /** The English description; English pages show opis (marked as Slovenian) without it. */
    opis_en: OptionalTextSchema,
    prevodi: TranslationsSchema,
    parent: z.enum(MENU_PARENTS),
    price: z.number().nonnegative(),
    /** The pre-discount price, shown struck through when `isDiscount`. */
    oldPrice: z.number().nonnegative().nullable().default(null),
    amount: z.number().positive().default(1),
    omake: z.boolean().default(false),
    priloge: z.boolean().default(false),
    sestavine: IngredientsSchema,
    alergeni: AllergensSchema,
    spicy: z.boolean().default(false),
    /** Litres, for drinks. */
    size: z.number().positive().nullable().default(null),
    toceno: z.boolean().default(false),
    suggested: z.array(z.enum(SERVING_HINTS)).default([]),
    /** Kept in the data; the UI hides such items. */
    ignore: z.boolean().default(false),
    translate: z.string().nullable().default(null),
    translate_sestavine: IngredientsSchema,
    isNew: z.boolean().default(false),
    isPopular: z.boolean().default(false),
    isDiscount: z.boolean().default(false),
    /** The discount's last day (Europe/Ljubljana, inclusive); after it the item is sold at oldPrice again. null: no end. */
    discountUntil: DateSchema.nullable().default(null),
    /** Place in its group, set by the owner (menu-order.ts); null: the id stands in. */
    order: z.number().nullable().default(null),
    /** Sold out until the end of this instant's day in Europe/Ljubljana (sold-out.ts); null: available. */
    soldOutUntil: SoldOutSchema,
    /** The owner's photo (photo.ts); a photo the site cannot read is left out, the dish stays. */
    photo: PhotoSchema.nullable().default(null).catch(null),
  })
  .refine((item) => !item.isDiscount || (item.oldPrice !== null && item.oldPrice > item.price), {
    message: "a discounted item needs an oldPrice above its price",
    path: ["oldPrice"],
  });

export const VoucherMealSchema = z.object({
  id: z.number().int(),
  order: z.number(),
  name: z.string().min(1),
  translate: z.string().nullable().default(null),
  opis: z.string().default(""),
  opis_en: OptionalTextSchema,
  prevodi: TranslationsSchema,
  sestavine: IngredientsSchema,
  translate_sestavine: IngredientsSchema,
  alergeni: AllergensSchema,
  /** Kept in the data; the student menu leaves such meals out. */
  ignore: z.boolean().default(false),
  soldOutUntil: SoldOutSchema,
});

export const NoticeSchema = z
  .object({
    /** The Firestore document id. */
    id: z.string().min(1),
    act: z.boolean(),
    /** HTML; sanitized on the server before it leaves the data layer. */
    msg: z.string(),
    /** The English message, HTML as msg; English pages show msg (marked as Slovenian) without it. */
    msg_en: z.string().nullable().default(null),
    student: z.boolean(),
    /** Shown from this day through `to` (Europe/Ljubljana, inclusive); absent or null: no bound. */
    from: DateSchema.nullish(),
    to: DateSchema.nullish(),
  })
  .refine((notice) => !notice.from || !notice.to || notice.to >= notice.from, {
    message: "to is before from",
    path: ["to"],
  });

export const VoucherMealsSchema = z.array(VoucherMealSchema);
export const NoticesSchema = z.array(NoticeSchema);

const MenuGroupSchema = z.object({
  key: z.string(),
  items: z.array(MenuItemSchema),
});

export const FoodDataSchema = z.object({
  dishes: z.array(MenuGroupSchema),
  drinks: z.array(MenuGroupSchema),
  extras: z.array(MenuGroupSchema),
});

export type Allergen = z.infer<typeof AllergenSchema>;
export type MenuItem = z.infer<typeof MenuItemSchema>;
export type VoucherMeal = z.infer<typeof VoucherMealSchema>;
export type Notice = z.infer<typeof NoticeSchema>;
export type MenuGroup = z.infer<typeof MenuGroupSchema>;
export type FoodData = z.infer<typeof FoodDataSchema>;
