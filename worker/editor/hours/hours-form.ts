import type { Lang } from "../../../shared/i18n/lang";
import { type Hours, HoursSchema } from "../../../shared/restaurant/hours-schema";
import { WEEKDAY_FIELDS } from "../../../shared/restaurant/weekdays";
import type { DecodedFields, EncodableValue } from "../../firestore/values";
import { checked, type Form, type FormOutcome, parseForm, text, textOf } from "../ui/form-values";

export type ExceptionList = "exceptions" | "yearly";
export const EXCEPTION_LISTS: readonly ExceptionList[] = ["exceptions", "yearly"];

const ROW_FIELDS = ["from", "to", "kind", "opens", "closes", "note", "note_en"] as const;

/** The form's fields from the stored hours. */
export function hoursForm(data: DecodedFields): Form {
  const form: Form = {};
  const weekly = (data.weekly ?? {}) as Record<string, DecodedFields | null>;
  for (const day of WEEKDAY_FIELDS) {
    const span = weekly[day];
    if (!span) form[`weekly.${day}.closed`] = "on";
    else {
      form[`weekly.${day}.opens`] = textOf(span.opens);
      form[`weekly.${day}.closes`] = textOf(span.closes);
    }
  }
  if (data.closedOnPublicHolidays !== false) form.closedOnPublicHolidays = "on";
  for (const list of EXCEPTION_LISTS) {
    const rows = Array.isArray(data[list]) ? (data[list] as DecodedFields[]) : [];
    rows.forEach((row, index) => {
      for (const name of ["from", "to", "opens", "closes", "note", "note_en"]) {
        const value = row[name];
        if (typeof value === "string") form[`${list}.${index}.${name}`] = value;
      }
      form[`${list}.${index}.kind`] = row.closed === true || row.opens === undefined ? "closed" : "hours";
      if (row.announce === true) form[`${list}.${index}.announce`] = "on";
    });
  }
  return form;
}

const isBlank = (form: Form, list: ExceptionList, row: number) =>
  ROW_FIELDS.every((name) => name === "kind" || !text(form, `${list}.${row}.${name}`));

/** The rows of exceptions the form holds (blank and removed rows left out), with each row's number in the form. */
function exceptionRows(form: Form, list: ExceptionList) {
  const rows: { row: number; data: Record<string, EncodableValue> }[] = [];
  for (let row = 0; `${list}.${row}.from` in form; row++) {
    const field = (name: string) => text(form, `${list}.${row}.${name}`);
    if (checked(form, `${list}.${row}.remove`) || isBlank(form, list, row)) continue;
    const closed = field("kind") !== "hours";
    const data: Record<string, EncodableValue> = { from: field("from"), closed };
    if (field("to")) data.to = field("to");
    if (!closed) {
      data.opens = field("opens");
      data.closes = field("closes");
    }
    data.note = field("note") || null;
    data.note_en = field("note_en") || null;
    if (checked(form, `${list}.${row}.announce`)) data.announce = true;
    rows.push({ row, data });
  }
  return rows;
}

/** How many rows of a list the form holds that are not blank: the page adds its own blank rows after these. */
export function filledRows(form: Form, list: ExceptionList): number {
  let last = -1;
  for (let row = 0; `${list}.${row}.from` in form; row++) if (!isBlank(form, list, row)) last = row;
  return last + 1;
}

/** The hours document from the weekly grid, the holiday switch and the exception rows. */
export function hoursFromForm(form: Form, lang: Lang): FormOutcome<Hours> {
  const weekly: Record<string, EncodableValue> = {};
  for (const day of WEEKDAY_FIELDS) {
    weekly[day] = checked(form, `weekly.${day}.closed`)
      ? null
      : { opens: text(form, `weekly.${day}.opens`), closes: text(form, `weekly.${day}.closes`) };
  }
  const exceptions = exceptionRows(form, "exceptions");
  const yearly = exceptionRows(form, "yearly");
  const data: Record<string, EncodableValue> = {
    weekly,
    closedOnPublicHolidays: checked(form, "closedOnPublicHolidays"),
    exceptions: exceptions.map((row) => row.data),
    yearly: yearly.map((row) => row.data),
  };
  // An issue names its row in the rows kept; the field is named by its row in the form.
  const fieldOf = (path: readonly PropertyKey[]) => {
    const [list, index, ...rest] = path;
    const rows = list === "exceptions" ? exceptions : list === "yearly" ? yearly : null;
    return (rows && typeof index === "number" ? [list, rows[index]?.row ?? index, ...rest] : path).map(String).join(".");
  };
  return parseForm(HoursSchema, data, lang, { fieldOf });
}
