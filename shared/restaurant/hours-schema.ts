import { z } from "zod";
import { WEEKDAY_FIELDS } from "./weekdays";

export const TimeSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "a time from 00:00 to 23:59 (HH:MM)");

/** Open from `opens` up to `closes`; a closing time before the opening time is after midnight. */
const SpanSchema = z
  .object({ opens: TimeSchema, closes: TimeSchema })
  .refine((span) => span.opens !== span.closes, { message: "opens and closes must differ", path: ["closes"] });

function isCalendarDate(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const DateSchema = z
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

interface ExceptionFields {
  closed: boolean;
  opens?: string | undefined;
  closes?: string | undefined;
  note: string | null;
  note_en: string | null;
}

/** Closed, or both times; a note in English needs one in Slovenian. */
function checkExceptionFields(entry: ExceptionFields, context: z.RefinementCtx): void {
  if (entry.note_en !== null && entry.note === null)
    context.addIssue({ code: "custom", message: "note_en needs a note in Slovenian", path: ["note"] });
  const timed = entry.opens !== undefined || entry.closes !== undefined;
  if (entry.closed && timed) context.addIssue({ code: "custom", message: "a closed day has no opens or closes", path: ["closed"] });
  if (!entry.closed && (entry.opens === undefined || entry.closes === undefined)) {
    context.addIssue({ code: "custom", message: "needs closed: true, or both opens and closes", path: ["opens"] });
  } else if (!entry.closed && entry.opens === entry.closes) {
    context.addIssue({ code: "custom", message: "opens and closes must differ", path: ["closes"] });
  }
}

function exceptionValue(entry: ExceptionFields & { from: string; to?: string | undefined; announce: boolean }) {
  return {
    from: entry.from,
    to: entry.to ?? entry.from,
    span: entry.closed || entry.opens === undefined || entry.closes === undefined ? null : { opens: entry.opens, closes: entry.closes },
    note: entry.note === null ? null : { sl: entry.note, en: entry.note_en },
    /** The site announces it in a guest notice before it comes (shared/notices/notices-on-day.ts). */
    ...(entry.announce && { announce: true as const }),
  };
}

const exceptionFields = {
  closed: z.boolean().default(false),
  opens: TimeSchema.optional(),
  closes: TimeSchema.optional(),
  note: NoteSchema,
  note_en: NoteSchema,
  announce: z.boolean().default(false),
};

/**
 * A closed day or different hours, on a date or from `from` through `to`, with an optional
 * note in Slovenian (`note`) and English (`note_en`).
 */
const ExceptionSchema = z
  .object({ from: DateSchema, to: DateSchema.optional(), ...exceptionFields })
  .strict()
  .superRefine((entry, context) => {
    if (entry.to !== undefined && entry.to < entry.from) context.addIssue({ code: "custom", message: "to is before from", path: ["to"] });
    checkExceptionFields(entry, context);
  })
  .transform(exceptionValue);

/** A day of the year, MM-DD; 02-29 counts in leap years only. */
const MonthDaySchema = z
  .string()
  .regex(/^\d{2}-\d{2}$/, "a day of the year MM-DD")
  .refine((text) => isCalendarDate(`2000-${text}`), "not a day of the year");

/**
 * An exception that comes back every year: `from` through `to` as MM-DD; a `to` before `from`
 * runs into the next year (12-31 to 01-02).
 */
const YearlyExceptionSchema = z
  .object({ from: MonthDaySchema, to: MonthDaySchema.optional(), ...exceptionFields })
  .strict()
  .superRefine(checkExceptionFields)
  .transform(exceptionValue);
/** The opening hours (Firestore document urnik/odpiralni-cas): the one source for the tile, the footer and the JSON-LD. */
export const HoursSchema = z
  .object({
    weekly: WeeklySchema,
    /** Slovenian work-free public holidays close the restaurant unless an exception says otherwise. */
    closedOnPublicHolidays: z.boolean().default(true),
    exceptions: z.array(ExceptionSchema).default([]),
    /** Exceptions on the same days every year; a dated exception on a day wins over them. */
    yearly: z.array(YearlyExceptionSchema).default([]),
  })
  .strict();

export type Span = z.infer<typeof SpanSchema>;
export type Hours = z.infer<typeof HoursSchema>;
export type HoursException = Hours["exceptions"][number];
export type YearlyException = Hours["yearly"][number];
export type HoursNote = NonNullable<HoursException["note"]>;
