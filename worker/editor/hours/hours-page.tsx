import type { Lang } from "../../../shared/i18n/lang";
import { MESSAGES } from "../../../shared/i18n/messages";
import type { Hours } from "../../../shared/restaurant/hours-schema";
import { datesLabel, daysLabel, noteIn, spanLabel } from "../../../shared/restaurant/hours-labels";
import { dayHours, isoDate, openingStatus, wallClock } from "../../../shared/restaurant/opening-hours";
import { addDays } from "../../../shared/restaurant/public-holidays";
import type { Weekday } from "../../../shared/restaurant/restaurant";
import { WEEKDAY_FIELDS } from "../../../shared/restaurant/weekdays";
import { HOURS_DOCUMENT } from "../../data/database-layout";
import type { DecodedFields } from "../../firestore/values";
import { editorBase, SECTION } from "../editor-urls";
import { Actions, Check, Choices, Field } from "../ui/fields";
import { type FieldErrors, type Form } from "../ui/form-values";
import { Conflict, FormErrors, type Frame, Page } from "../ui/layout";
import { UndoForm } from "../ui/undo-form";
import { EDITOR_WORDS } from "../ui/words";
import { type ExceptionList, filledRows } from "./hours-form";
import { HOURS_WORDS } from "./words";

export interface HoursEdit {
  form: Form;
  errors: FieldErrors;
  updateTime: string | null;
  conflict: DecodedFields | null;
  /** The hours to preview: the submitted ones when they are valid, else the stored ones. */
  preview: Hours | null;
}

/** Blank rows the form offers for new exceptions (no script needed to add one). */
const BLANK_ROWS = 2;

/** Monday first, as the week is read in Slovenia. */
const WEEK: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

function ExceptionRows({ list, lang, form, errors }: { list: ExceptionList; lang: Lang; form: Form; errors: FieldErrors }) {
  const words = HOURS_WORDS[lang];
  const filled = filledRows(form, list);
  const yearly = list === "yearly";
  return (
    <fieldset className="rows">
      <legend>{yearly ? words.yearly : words.exceptions}</legend>
      {yearly && <p className="hint">{words.yearlyHint}</p>}
      {Array.from({ length: filled + BLANK_ROWS }, (_, row) => {
        const name = (field: string) => `${list}.${row}.${field}`;
        return (
          <fieldset className="exception" key={row}>
            <legend>{`${yearly ? words.yearly : words.exceptions} ${row + 1}`}</legend>
            <div className="row">
              <Field
                name={name("from")}
                label={words.from}
                type={yearly ? "text" : "date"}
                placeholder={yearly ? "12-24" : undefined}
                form={form}
                errors={errors}
              />
              <Field
                name={name("to")}
                label={words.to}
                type={yearly ? "text" : "date"}
                placeholder={yearly ? "12-26" : undefined}
                form={form}
                errors={errors}
              />
            </div>
            <Choices
              name={name("kind")}
              options={[
                ["closed", words.closed],
                ["hours", words.otherHours],
              ]}
              form={form}
              fallback="closed"
            />
            <div className="row">
              <Field name={name("opens")} label={words.opens} type="time" form={form} errors={errors} />
              <Field name={name("closes")} label={words.closes} type="time" form={form} errors={errors} />
            </div>
            <Field name={name("note")} label={words.note} form={form} errors={errors} />
            <Field name={name("note_en")} label={words.noteEn} form={form} errors={errors} />
            <Check name={name("announce")} label={words.announce} form={form} />
            {row < filled && <Check name={name("remove")} label={words.remove} form={form} />}
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** The next 14 days and the open-now line, from the same functions the footer and the tile use. */
function HoursPreview({ hours, lang, now }: { hours: Hours; lang: Lang; now: number }) {
  const words = HOURS_WORDS[lang];
  const today = wallClock(now);
  const status = openingStatus(now, hours);
  return (
    <section className="preview" aria-labelledby="hours-preview">
      <h2 id="hours-preview">{words.next14}</h2>
      <p className="tile">{status.open ? `${words.nowOpen} ${status.closes}` : words.nowClosed}</p>
      <ol className="days">
        {Array.from({ length: 14 }, (_, offset) => {
          const date = addDays(today, offset);
          const day = dayHours(hours, date);
          const note = day.note && noteIn(day.note, lang);
          const iso = isoDate(date);
          return (
            <li key={iso} className={day.span ? undefined : "closed"}>
              <span>{datesLabel(lang, iso, iso)}</span>
              <span>
                {day.span
                  ? spanLabel(day.span)
                  : day.holiday
                    ? `${words.closed} (${MESSAGES[lang].status.holidays[day.holiday]})`
                    : words.closed}
              </span>
              {note && <span lang={note.lang}>{note.text}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function HoursPage({ frame, edit, editable, now }: { frame: Frame; edit: HoursEdit; editable: boolean; now: number }) {
  const words = HOURS_WORDS[frame.lang];
  const { form, errors } = edit;
  return (
    <Page frame={frame} heading={EDITOR_WORDS[frame.lang].hours}>
      {edit.conflict !== null && <Conflict lang={frame.lang} current={edit.conflict} />}
      <FormErrors lang={frame.lang} errors={errors} />
      <form method="post" action={`${editorBase(frame.lang)}${SECTION.hours}`} data-live="">
        <input type="hidden" name="updateTime" value={edit.updateTime ?? ""} />
        <fieldset disabled={!editable}>
          <fieldset className="rows">
            <legend>{words.weekly}</legend>
            {WEEK.map((weekday) => {
              const day = WEEKDAY_FIELDS[weekday];
              return (
                <fieldset className="weekday" key={day}>
                  <legend>{daysLabel(frame.lang, [weekday])}</legend>
                  <div className="row">
                    <Field name={`weekly.${day}.opens`} label={words.opens} type="time" form={form} errors={errors} />
                    <Field name={`weekly.${day}.closes`} label={words.closes} type="time" form={form} errors={errors} />
                  </div>
                  <Check name={`weekly.${day}.closed`} label={words.closed} form={form} />
                </fieldset>
              );
            })}
          </fieldset>
          <Check name="closedOnPublicHolidays" label={words.holidays} form={form} />
          <ExceptionRows list="exceptions" lang={frame.lang} form={form} errors={errors} />
          <ExceptionRows list="yearly" lang={frame.lang} form={form} errors={errors} />
          <Actions lang={frame.lang} editable={editable} preview />
        </fieldset>
      </form>
      {edit.preview && <HoursPreview hours={edit.preview} lang={frame.lang} now={now} />}
      {editable && <UndoForm lang={frame.lang} set={null} versions={[[HOURS_DOCUMENT, edit.updateTime]]} />}
    </Page>
  );
}
