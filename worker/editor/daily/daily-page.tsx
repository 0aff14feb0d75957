import { DAILY_DISHES_MAX } from "../../../shared/daily/daily-schema";
import { lunchDayLabel } from "../../../shared/daily/lunch-labels";
import type { Lang } from "../../../shared/i18n/lang";
import { COLLECTION, documentPathIn } from "../../data/database-layout";
import type { DecodedFields } from "../../firestore/values";
import { editorBase, SECTION } from "../editor-urls";
import { AllergenChoices } from "../ui/allergen-choices";
import { Actions, Check, Field, OneTimeKey, Select, TextArea } from "../ui/fields";
import { type FieldErrors, type Form, INTENT, textOf } from "../ui/form-values";
import { Conflict, FormErrors, type Frame, Page } from "../ui/layout";
import { UndoForm } from "../ui/undo-form";
import { EDITOR_WORDS } from "../ui/words";
import { dishField, filledDishRows } from "./daily-form";
import { DAILY_WORDS } from "./words";

/** One weekday of the week screen. */
export interface WeekDay {
  date: string;
  /** The hours close the restaurant that day: an offer is kept but not published. */
  closed: boolean;
  /** The stored offer's fields, or null when the day has none. */
  offer: DecodedFields | null;
  /** The day is over: its offer can no longer change. */
  past: boolean;
}

export interface DailyEdit {
  date: string;
  form: Form;
  errors: FieldErrors;
  updateTime: string | null;
  conflict: DecodedFields | null;
  closed: boolean;
  /** Regular menu items the dish rows can be filled from: id and name. */
  items: { id: number; name: string }[];
}

/** Blank dish rows the form offers beyond the filled ones (no script needed to add one). */
const BLANK_ROWS = 2;
/** The rows a new day starts with: a soup and two mains are an ordinary day, saved at once. */
const FIRST_ROWS = 3;

export function WeekPage({ frame, week, previous, next }: { frame: Frame; week: WeekDay[]; previous: string; next: string }) {
  const words = DAILY_WORDS[frame.lang];
  const common = EDITOR_WORDS[frame.lang];
  const base = `${editorBase(frame.lang)}${SECTION.daily}`;
  return (
    <Page frame={frame} heading={common.dailyTitle}>
      <p className="hint">{words.intro}</p>
      <nav className="jump" aria-label={words.weeks}>
        <a href={`${base}?teden=${previous}`}>{words.previousWeek}</a>
        <a href={`${base}?teden=${next}`}>{words.nextWeek}</a>
      </nav>
      <ol className="cards">
        {week.map((day) => {
          const dishes = Array.isArray(day.offer?.dishes) ? (day.offer.dishes as DecodedFields[]) : [];
          return (
            <li key={day.date} className="card" id={`d-${day.date}`}>
              <h2 className="card__title">{lunchDayLabel(frame.lang, day.date)}</h2>
              {day.closed && <p className="banner banner--error">{words.closedDay}</p>}
              {dishes.length > 0 ? (
                <ul className="change-lines">
                  {dishes.map((dish, index) => (
                    <li key={index}>{textOf(frame.lang === "en" && dish.translate ? dish.translate : dish.name)}</li>
                  ))}
                </ul>
              ) : (
                <p className="card__state">{day.past ? words.over : words.empty}</p>
              )}
              {!day.past && (
                <a className="button" href={`${base}/${day.date}`}>
                  {dishes.length > 0 ? common.edit : words.prepare}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </Page>
  );
}

function DishRow({
  lang,
  row,
  form,
  errors,
  items,
}: {
  lang: Lang;
  row: number;
  form: Form;
  errors: FieldErrors;
  items: DailyEdit["items"];
}) {
  const words = DAILY_WORDS[lang];
  const common = EDITOR_WORDS[lang];
  const name = (field: string) => dishField(row, field);
  const choices: [string, string][] = [["", words.noMenuItem], ...items.map((item): [string, string] => [String(item.id), item.name])];
  return (
    <fieldset className="exception">
      <legend>{`${words.dish} ${row + 1}`}</legend>
      <Select name={name("item")} label={words.fromMenu} options={choices} form={form} errors={errors}>
        <button type="submit" name={INTENT} value={`fill-${row}`} className="secondary">
          {words.fill}
        </button>
      </Select>
      <Field name={name("name")} label={words.name} form={form} errors={errors} />
      <Field name={name("translate")} label={words.nameEn} form={form} errors={errors} />
      <TextArea name={name("opis")} label={words.description} form={form} errors={errors} />
      <TextArea name={name("opis_en")} label={words.descriptionEn} form={form} errors={errors} />
      <Field name={name("price")} label={common.price} inputMode="decimal" form={form} errors={errors} />
      <AllergenChoices lang={lang} prefix={dishField(row, "")} form={form} errors={errors} />
      <Check name={name("soldOut")} label={common.soldOut} form={form} />
    </fieldset>
  );
}

export function DayPage({ frame, edit, editable }: { frame: Frame; edit: DailyEdit; editable: boolean }) {
  const words = DAILY_WORDS[frame.lang];
  const common = EDITOR_WORDS[frame.lang];
  const { form, errors } = edit;
  const rows = Math.min(DAILY_DISHES_MAX, Math.max(FIRST_ROWS, filledDishRows(form) + BLANK_ROWS));
  const base = `${editorBase(frame.lang)}${SECTION.daily}`;
  const lastWeek = shiftDate(edit.date, -7);
  return (
    <Page frame={frame} heading={`${common.dailyTitle}: ${lunchDayLabel(frame.lang, edit.date)}`}>
      <p>
        <a href={base}>{words.backToWeek}</a>
      </p>
      {edit.closed && <p className="banner banner--error">{words.closedDay}</p>}
      {edit.conflict !== null && <Conflict lang={frame.lang} current={edit.conflict} />}
      <FormErrors lang={frame.lang} errors={errors} />
      {errors.date && <p className="banner banner--error">{errors.date}</p>}
      <form method="post" action={`${base}/${edit.date}`}>
        <input type="hidden" name="updateTime" value={edit.updateTime ?? ""} />
        {edit.updateTime === null && <OneTimeKey form={form} />}
        <fieldset disabled={!editable}>
          <fieldset className="rows">
            <legend>{words.copyTitle}</legend>
            <div className="row">
              <Field name="copyFrom" label={words.copyFrom} type="date" form={{ copyFrom: form.copyFrom ?? lastWeek }} errors={errors} />
            </div>
            <button type="submit" name={INTENT} value="copy" className="secondary">
              {words.copy}
            </button>
            <p className="hint">{words.copyHint}</p>
          </fieldset>
          <div className="row">
            <Field name="opens" label={words.opens} type="time" form={form} errors={errors} />
            <Field name="closes" label={words.closes} type="time" form={form} errors={errors} />
          </div>
          <Field name="note" label={words.note} form={form} errors={errors} />
          <Field name="note_en" label={words.noteEn} form={form} errors={errors} />
          {Array.from({ length: rows }, (_, row) => (
            <DishRow key={row} lang={frame.lang} row={row} form={form} errors={errors} items={edit.items} />
          ))}
          <Actions lang={frame.lang} editable={editable} remove={edit.updateTime !== null} />
        </fieldset>
      </form>
      {edit.updateTime !== null && editable && (
        <UndoForm lang={frame.lang} set={null} versions={[[documentPathIn(COLLECTION.daily, edit.date), edit.updateTime]]} />
      )}
    </Page>
  );
}

/** A day `days` after (or before) a YYYY-MM-DD day. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
