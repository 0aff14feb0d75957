import type { PhotographedDish } from "../menu/featured-photos";
import type { FoodData, Notice, VoucherMeal } from "../menu/menu-schema";
import type { TodaysLunch } from "../daily/todays-lunch";
import type { Hours } from "../restaurant/hours-schema";

/** The menu screen's data; null stands for "could not be read": the screen then says so and offers the phone. */
export interface MenuData {
  food: FoodData | null;
  vouchers: VoucherMeal[] | null;
  /** The student surcharge, the owner's setting (settings-schema.ts). */
  studentMealPrice: number;
}

/** What a page shows from the database, read by the worker before it renders. */
export interface PageContent {
  /** Active notices; a failed read is an empty list (docs/pages.md, "When something fails"). */
  notices: readonly Notice[];
  /** The opening hours: the footer, the about page, the open-now tile and the JSON-LD read them. */
  hours: Hours;
  /** Only on the pages that show the menu. */
  menu: MenuData | null;
  /** Today's lunch on the pages that show it, while it is on (todays-lunch.ts); null otherwise. */
  lunch: TodaysLunch | null;
  /**
   * The dishes with the owner's photos, in menu order, on the pages that read the menu; empty
   * elsewhere and when the menu could not be read: the drawings then stand in (featured-photos.ts).
   */
  photos: readonly PhotographedDish[];
}
