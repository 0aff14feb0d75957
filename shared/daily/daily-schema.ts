import { z } from "zod";
import { AllergensSchema, OptionalTextSchema, SoldOutSchema } from "../menu/menu-schema";
import { DateSchema, TimeSchema } from "../restaurant/hours-schema";
import { minutesOf } from "../restaurant/opening-hours";

/** A day's offer holds at least one dish and at most this many. */
export const DAILY_DISHES_MAX = 8;

/** When the daily offer is served unless the owner says otherwise. */
export const DEFAULT_LUNCH_WINDOW = { opens: "11:00", closes: "15:00" } as const;

export const DailyDishSchema = z.object({
  name: z.string().trim().min(1),
  translate: OptionalTextSchema,
  opis: z.string().default(""),
  opis_en: OptionalTextSchema,
  price: z.number().nonnegative(),
  alergeni: AllergensSchema,
  /** The regular menu item the dish was filled from, by its id; null: a dish of the day only. */
  item: z.number().int().nullable().default(null),
  soldOutUntil: SoldOutSchema,
});

/** One day's offer: the Firestore document `dnevna/{date}`. */
export const DailyOfferSchema = z
  .object({
    date: DateSchema,
    opens: TimeSchema.default(DEFAULT_LUNCH_WINDOW.opens),
    closes: TimeSchema.default(DEFAULT_LUNCH_WINDOW.closes),
    note: OptionalTextSchema,
    note_en: OptionalTextSchema,
    dishes: z.array(DailyDishSchema).min(1, "an offer needs a dish").max(DAILY_DISHES_MAX),
  })
  .refine((offer) => minutesOf(offer.closes) > minutesOf(offer.opens), {
    message: "the window ends before it starts",
    path: ["closes"],
  });

export const DailyOffersSchema = z.array(DailyOfferSchema);

export type DailyDish = z.infer<typeof DailyDishSchema>;
export type DailyOffer = z.infer<typeof DailyOfferSchema>;
