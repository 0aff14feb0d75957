import { DAILY_DISHES_MAX } from "../../../shared/daily/daily-schema";
import { lunchDayLabel } from "../../../shared/daily/lunch-labels";
import type { Lang } from "../../../shared/i18n/lang";
import { COLLECTION, documentPathIn } from "../../data/firestore-paths";
import type { DecodedFields } from "../../firestore/values";
import { COPY } from "../copy";
import { editorBase, SECTION } from "../paths";
import { AllergenChoices } from "../ui/allergen-choices";
import { Actions, Check, Field, fieldId, TextArea } from "../ui/fields";
import { type FieldErrors, type Form, INTENT, textOf } from "../ui/form-values";
import { Conflict, FormErrors, type Frame, Page, UndoForm } from "../ui/layout";
import { dishField, filledDishRows } from "./daily-form";

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

export function WeekPage({ frame, week, previous, next }: { frame: Frame; week: WeekDay[]; previous: string; next: string }) {
  const copy = COPY[frame.lang];
  const base = `${editorBase(frame.lang)}${SECTION.daily}`;
  return (
    <Page frame={frame} heading={copy.daily.title}>
      <p className="hint">{copy.daily.intro}</p>
      <nav className="jump" aria-label={copy.daily.weeks}>
        <a href={`${base}?teden=${previous}`}>{copy.daily.previousWeek}</a>
        <a href={`${base}?teden=${next}`}>{copy.daily.nextWeek}</a>
      </nav>
      <ol className="cards">
        {week.map((day) => {
          const dishes = Array.isArray(day.offer?.dishes) ? (day.offer.dishes as DecodedFields[]) : [];
          return (
            <li key={day.date} className="card" id={`d-${day.date}`}>
              <h2 className="card__title">{lunchDayLabel(frame.lang, day.date)}</h2>
              {day.closed && <p className="banner banner--error">{copy.daily.closedDay}</p>}
              {dishes.length > 0 ? (
                <ul className="change-lines">
                  {dishes.map((dish, index) => (
                    <li key={index}>{textOf(frame.lang === "en" && dish.translate ? dish.translate : dish.name)}</li>
                  ))}
                </ul>
              ) : (
                <p className="card__state">{day.past ? copy.daily.over : copy.daily.empty}</p>
              )}
              {!day.past && (
                <a className="button" href={`${base}/${day.date}`}>
                  {dishes.length > 0 ? copy.edit : copy.daily.prepare}
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
  const copy = COPY[lang];
  const name = (field: string) => dishField(row, field);
  const itemId = fieldId(name("item"));
  return (
    <fieldset className="exception">
      <legend>{`${copy.daily.dish} ${row + 1}`}</legend>
      <div className="field">
        <label htmlFor={itemId}>{copy.daily.fromMenu}</label>
        <select id={itemId} name={name("item")} defaultValue={form[name("item")] ?? ""}>
          <option value="">{copy.daily.noMenuItem}</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        <button type="submit" name={INTENT} value={`fill-${row}`} className="secondary">
          {copy.daily.fill}
        </button>
      </div>
      <Field name={name("name")} label={copy.daily.name} form={form} errors={errors} />
      <Field name={name("translate")} label={copy.daily.nameEn} form={form} errors={errors} />
      <TextArea name={name("opis")} label={copy.daily.description} form={form} errors={errors} />
      <TextArea name={name("opis_en")} label={copy.daily.descriptionEn} form={form} errors={errors} />
      <Field name={name("price")} label={copy.price} inputMode="decimal" form={form} errors={errors} />
      <AllergenChoices lang={lang} prefix={dishField(row, "")} form={form} errors={errors} />
      <Check name={name("soldOut")} label={copy.soldOut} form={form} />
    </fieldset>
  );
}

export function DayPage({ frame, edit, editable }: { frame: Frame; edit: DailyEdit; editable: boolean }) {
  const copy = COPY[frame.lang];
  const { form, errors } = edit;
  const rows = Math.min(DAILY_DISHES_MAX, filledDishRows(form) + BLANK_ROWS);
  const base = `${editorBase(frame.lang)}${SECTION.daily}`;
  const lastWeek = shiftDate(edit.date, -7);
  return (
    <Page frame={frame} heading={`${copy.daily.title}: ${lunchDayLabel(frame.lang, edit.date)}`}>
      <p>
        <a href={base}>{copy.daily.backToWeek}</a>
      </p>
      {edit.closed && <p className="banner banner--error">{copy.daily.closedDay}</p>}
      {edit.conflict !== null && <Conflict lang={frame.lang} current={edit.conflict} />}
      <FormErrors copy={copy} errors={errors} />
      {errors.date && <p className="banner banner--error">{errors.date}</p>}
      <form method="post" action={`${base}/${edit.date}`}>
        <input type="hidden" name="updateTime" value={edit.updateTime ?? ""} />
        <fieldset disabled={!editable}>
          <fieldset className="rows">
            <legend>{copy.daily.copyTitle}</legend>
            <div className="row">
              <Field
                name="copyFrom"
                label={copy.daily.copyFrom}
                type="date"
                form={{ copyFrom: form.copyFrom ?? lastWeek }}
                errors={errors}
              />
            </div>
            <button type="submit" name={INTENT} value="copy" className="secondary">
              {copy.daily.copy}
            </button>
            <p className="hint">{copy.daily.copyHint}</p>
          </fieldset>
          <div className="row">
            <Field name="opens" label={copy.daily.opens} type="time" form={form} errors={errors} />
            <Field name="closes" label={copy.daily.closes} type="time" form={form} errors={errors} />
          </div>
          <Field name="note" label={copy.daily.note} form={form} errors={errors} />
          <Field name="note_en" label={copy.daily.noteEn} form={form} errors={errors} />
          {Array.from({ length: rows }, (_, row) => (
            <DishRow key={row} lang={frame.lang} row={row} form={form} errors={errors} items={edit.items} />
          ))}
          <Actions lang={frame.lang} editable={editable} remove={edit.updateTime !== null} />
        </fieldset>
      </form>
      {edit.updateTime !== null && editable && <UndoForm lang={frame.lang} path={documentPathIn(COLLECTION.daily, edit.date)} />}
    </Page>
  );
}

/** A day `days` after (or before) a YYYY-MM-DD day. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
