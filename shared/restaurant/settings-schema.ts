import { z } from "zod";
import { RESTAURANT } from "./restaurant";

/**
 * The owner's settings, kept in one document (docs/data-model.md): the one student surcharge
 * every voucher meal shares. Absent, it is the contract's default.
 */
export const SettingsSchema = z.object({
  studentMealPrice: z.number().nonnegative().default(RESTAURANT.defaultStudentMealPrice),
});

export type Settings = z.infer<typeof SettingsSchema>;
