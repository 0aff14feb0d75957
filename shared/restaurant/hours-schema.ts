import { z } from "zod";
import { WEEKDAY_FIELDS } from "./weekdays";

const TimeSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "a time from 00:00 to 23:59 (HH:MM)");

/** Open from `opens` up to `closes`; a closing time before the opening time is after midnight. */
const SpanSchema = z
  .object({ opens: TimeSchema, closes: TimeSchema })
  .refine((span) => span.opens !== span.closes, { message: "opens and closes must differ", path: ["closes"] });

function isCalendarDate(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const DateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date YYYY-MM-DD")
  .refine(isCalendarDate, "not a date in the calendar");

const NoteSchema = z
  .string()
  .nullable()
  .default(null)
  .transform((text) => (text?.trim() ? text.trim() : null));

const WeeklySchema = z
  .object(
    Object.fromEntries(WEEKDAY_FIELDS.map((day) => [day, SpanSchema.nullable()])) as Record<
      (typeof WEEKDAY_FIELDS)[number],
      z.ZodNullable<typeof SpanSchema>
    >,
  )
  .strict();

/**
 * A closed day or different hours, on a date or from `from` through `to`, with an optional
 * note in Slovenian (`note`) and English (`note_en`).
 */
const ExceptionSchema = z
  .object({
    from: DateSchema,
    to: DateSchema.optional(),
    closed: z.boolean().default(false),
    opens: TimeSchema.optional(),
    closes: TimeSchema.optional(),
    note: NoteSchema,
    note_en: NoteSchema,
  })
  .strict()
  .superRefine((entry, context) => {
    if (entry.to !== undefined && entry.to < entry.from) context.addIssue({ code: "custom", message: "to is before from", path: ["to"] });
    if (entry.note_en !== null && entry.note === null)
      context.addIssue({ code: "custom", message: "note_en needs a note in Slovenian", path: ["note"] });
    const timed = entry.opens !== undefined || entry.closes !== undefined;
    if (entry.closed && timed) context.addIssue({ code: "custom", message: "a closed day has no opens or closes", path: ["closed"] });
    if (!entry.closed && (entry.opens === undefined || entry.closes === undefined)) {
      context.addIssue({ code: "custom", message: "needs closed: true, or both opens and closes", path: ["opens"] });
    } else if (!entry.closed && entry.opens === entry.closes) {
      context.addIssue({ code: "custom", message: "opens and closes must differ", path: ["closes"] });
    }
  })
  .transform((entry) => ({
    from: entry.from,
    to: entry.to ?? entry.from,
    span: entry.closed || entry.opens === undefined || entry.closes === undefined ? null : { opens: entry.opens, closes: entry.closes },
    note: entry.note === null ? null : { sl: entry.note, en: entry.note_en },
  }));

/** The opening hours (Firestore document urnik/odpiralni-cas): the one source for the tile, the footer and the JSON-LD. */
export const HoursSchema = z
  .object({
    weekly: WeeklySchema,
    /** Slovenian work-free public holidays close the restaurant unless an exception says otherwise. */
    closedOnPublicHolidays: z.boolean().default(true),
    exceptions: z.array(ExceptionSchema).default([]),
  })
  .strict();

export type Span = z.infer<typeof SpanSchema>;
export type Hours = z.infer<typeof HoursSchema>;
export type HoursException = Hours["exceptions"][number];
export type HoursNote = NonNullable<HoursException["note"]>;
