import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { Lang } from "../../shared/i18n/lang";
import { MESSAGES } from "../../shared/i18n/messages";
import type { Notice } from "../../shared/menu/menu-schema";
import { shownNotice } from "../../shared/notices/Notices";
import type { Hours } from "../../shared/restaurant/hours-schema";
import { datesLabel, noteIn, spanLabel } from "../../shared/restaurant/hours-labels";
import { dayHours, isoDate, openingStatus, wallClock } from "../../shared/restaurant/opening-hours";
import { addDays } from "../../shared/restaurant/public-holidays";
import { WEEKDAY_FIELDS } from "../../shared/restaurant/weekdays";
import type { DecodedFields } from "../firestore/values";
import { COPY, type Copy } from "./copy";
import type { FieldErrors } from "./forms";
import type { AuditEntry, StoredDocument } from "./store";

export const EDITOR_STYLESHEET = "/urejanje/editor.css";
export const EDITOR_SCRIPT_PATH = "/urejanje/editor.js";

export function editorBase(lang: Lang): string {
  return lang === "en" ? "/en/urejanje" : "/urejanje";
}

type Form = Record<string, string>;

const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

export interface Frame {
  lang: Lang;
  /** The editor's path after its base, e.g. "/obvestila". */
  section: string;
  email: string | null;
  /** Messages after a redirect: saved, deleted, … and what the sanitizer removed. */
  flash: string[];
  removed: string[];
}

/** The id of a field's error message, when it has one: the field names it as its description. */
function describedBy(id: string, error: string | undefined): string | undefined {
  return error ? `${id}-error` : undefined;
}

/** The error beside a field, in the owner's language. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="error" id={describedBy(id, error)}>
      {error}
    </p>
  ) : null;
}

function Page({ frame, heading, children }: { frame: Frame; heading: string; children: ReactNode }) {
  const copy = COPY[frame.lang];
  const base = editorBase(frame.lang);
  const other: Lang = frame.lang === "sl" ? "en" : "sl";
  const links: [string, string][] = [
    ["/obvestila", copy.notices],
    ["/urnik", copy.hours],
    ["/meni", copy.menu],
    ["", copy.changes],
  ];
  return (
    <html lang={frame.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${heading} – ${copy.title}`}</title>
        <link rel="stylesheet" href={EDITOR_STYLESHEET} />
        {frame.email !== null && <script src={EDITOR_SCRIPT_PATH} defer />}
      </head>
      <body>
        <header className="bar">
          <nav aria-label={copy.title}>
            <ul>
              {links.map(([path, label]) => (
                <li key={path}>
                  <a href={`${base}${path}`} aria-current={frame.section === path ? "page" : undefined}>
                    {label}
                  </a>
                </li>
              ))}
              <li>
                <a href={`${editorBase(other)}${frame.section}`} lang={other} hrefLang={other}>
                  {copy.otherLanguage}
                </a>
              </li>
            </ul>
          </nav>
          {frame.email && <p className="who">{`${copy.signedInAs} ${frame.email}`}</p>}
        </header>
        <main>
          <h1>{heading}</h1>
          {frame.email === null && (
            <p className="banner" role="note">
              {copy.readOnly}
            </p>
          )}
          {frame.flash.length > 0 && (
            <div className="banner banner--ok" role="status">
              {frame.flash.map((message) => (
                <p key={message}>{message}</p>
              ))}
              {frame.removed.length > 0 && <RemovedList copy={copy} removed={frame.removed} />}
            </div>
          )}
          {children}
        </main>
      </body>
    </html>
  );
}

function RemovedList({ copy, removed }: { copy: Copy; removed: readonly string[] }) {
  return (
    <div className="removed">
      <p>{copy.removedTitle}</p>
      <ul>
        {removed.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

interface FieldProps {
  name: string;
  label: string;
  form: Form;
  errors: FieldErrors;
  type?: string;
  hint?: string;
  inputMode?: "decimal" | "numeric" | "text";
  placeholder?: string;
}

function Field({ name, label, form, errors, type = "text", hint, inputMode, placeholder }: FieldProps) {
  const id = `f-${name.replace(/\W/g, "-")}`;
  const error = errors[name];
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={error ? "field field--error" : "field"}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={form[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        inputMode={inputMode}
        placeholder={placeholder}
      />
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

function TextArea({ name, label, form, errors }: Omit<FieldProps, "type">) {
  const id = `f-${name}`;
  const error = errors[name];
  return (
    <div className={error ? "field field--error" : "field"}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={4}
        defaultValue={form[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

function Check({ name, label, form, errors = {} }: { name: string; label: string; form: Form; errors?: FieldErrors }) {
  const id = `f-${name.replace(/\W/g, "-")}`;
  const error = errors[name];
  return (
    <div className="check">
      <input id={id} name={name} type="checkbox" defaultChecked={name in form} aria-describedby={describedBy(id, error)} />
      <label htmlFor={id}>{label}</label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The buttons of a form; read-only mode shows the form without them. */
function Actions({ editable, children }: { editable: boolean; children: ReactNode }) {
  return editable ? <div className="actions">{children}</div> : null;
}

function Conflict({ copy, current }: { copy: Copy; current: DecodedFields | null }) {
  return (
    <div className="banner banner--conflict" role="alert">
      <p>{copy.conflict}</p>
      <details open>
        <summary>{copy.currentValues}</summary>
        <pre>{JSON.stringify(current, null, 2)}</pre>
      </details>
    </div>
  );
}

function FormErrors({ copy, errors }: { copy: Copy; errors: FieldErrors }) {
  return Object.keys(errors).length > 0 ? (
    <p className="banner banner--error" role="alert">
      {copy.fixErrors}
    </p>
  ) : null;
}

export function renderEditorPage(page: ReactNode): string {
  return `<!doctype html>${renderToString(page)}`;
}

// Notices

export interface NoticeEdit {
  /** The document id, or "nov" for a new notice. */
  id: string;
  form: Form;
  errors: FieldErrors;
  updateTime: string | null;
  conflict: DecodedFields | null;
  /** The preview: the notice as the public pages show it. */
  preview: Notice | null;
  removed: string[];
}

export function noticeForm(data: DecodedFields): Form {
  const form: Form = {
    msg: textOf(data.msg),
    msg_en: typeof data.msg_en === "string" ? data.msg_en : "",
    kind: data.student === true ? "student" : "guest",
  };
  if (data.act === true) form.act = "on";
  if (typeof data.from === "string") form.from = data.from;
  if (typeof data.to === "string") form.to = data.to;
  return form;
}

function NoticePreview({ notice, lang }: { notice: Notice; lang: Lang }) {
  const shown = shownNotice(notice, lang);
  return <div className="notice-preview" lang={shown.lang} dangerouslySetInnerHTML={{ __html: shown.html }} />;
}

export function NoticesPage({
  frame,
  notices,
  edit,
  editable,
}: {
  frame: Frame;
  notices: StoredDocument[];
  edit: NoticeEdit | null;
  editable: boolean;
}) {
  const copy = COPY[frame.lang];
  const base = editorBase(frame.lang);
  return (
    <Page frame={frame} heading={copy.notices}>
      {edit && <NoticeEditor frame={frame} edit={edit} editable={editable} />}
      <ul className="cards">
        {notices.map((notice) => (
          <li key={notice.id} id={`n-${notice.id}`} className="card">
            <p className="card__state">{`${notice.data.act === true ? copy.active : copy.inactive} · ${notice.data.student === true ? copy.student : copy.guest}${scheduleText(notice.data)}`}</p>
            <div className="notice-preview" dangerouslySetInnerHTML={{ __html: textOf(notice.data.msg) }} />
            <a className="button" href={`${base}/obvestila/${encodeURIComponent(notice.id)}`}>
              {copy.edit}
            </a>
          </li>
        ))}
      </ul>
      {editable && (
        <p>
          <a className="button" href={`${base}/obvestila/nov`}>
            {copy.newNotice}
          </a>
        </p>
      )}
    </Page>
  );
}

function scheduleText(data: DecodedFields): string {
  const from = typeof data.from === "string" ? data.from : "";
  const to = typeof data.to === "string" ? data.to : "";
  return from || to ? ` · ${from || "…"} – ${to || "…"}` : "";
}

function NoticeEditor({ frame, edit, editable }: { frame: Frame; edit: NoticeEdit; editable: boolean }) {
  const copy = COPY[frame.lang];
  const { form, errors } = edit;
  return (
    <section className="editor" aria-labelledby="notice-editor">
      <h2 id="notice-editor">{edit.id === "nov" ? copy.newNotice : `${copy.edit}: ${edit.id}`}</h2>
      {edit.conflict !== null && <Conflict copy={copy} current={edit.conflict} />}
      <FormErrors copy={copy} errors={errors} />
      <form method="post" action={`${editorBase(frame.lang)}/obvestila/${encodeURIComponent(edit.id)}`} data-live="">
        <input type="hidden" name="updateTime" value={edit.updateTime ?? ""} />
        <fieldset disabled={!editable}>
          <TextArea name="msg" label={copy.message} form={form} errors={errors} />
          <TextArea name="msg_en" label={copy.messageEn} form={form} errors={errors} />
          <fieldset className="choices">
            <legend>{copy.kind}</legend>
            {(["guest", "student"] as const).map((kind) => (
              <div className="check" key={kind}>
                <input id={`kind-${kind}`} type="radio" name="kind" value={kind} defaultChecked={(form.kind ?? "guest") === kind} />
                <label htmlFor={`kind-${kind}`}>{copy[kind]}</label>
              </div>
            ))}
          </fieldset>
          <Check name="act" label={copy.active} form={form} />
          <div className="row">
            <Field name="from" label={copy.showFrom} type="date" form={form} errors={errors} />
            <Field name="to" label={copy.showTo} type="date" form={form} errors={errors} />
          </div>
          <p className="hint">{copy.scheduleHint}</p>
          <Actions editable={editable}>
            <button type="submit" name="action" value="save">
              {copy.save}
            </button>
            <button type="submit" name="action" value="preview" className="secondary">
              {copy.preview}
            </button>
            {edit.id !== "nov" && (
              <button type="submit" name="action" value="delete" className="danger">
                {copy.delete}
              </button>
            )}
          </Actions>
        </fieldset>
      </form>
      {edit.preview && (
        <section className="preview" aria-labelledby="notice-preview">
          <h3 id="notice-preview">{copy.previewTitle}</h3>
          {edit.removed.length > 0 && <RemovedList copy={copy} removed={edit.removed} />}
          <NoticePreview notice={edit.preview} lang="sl" />
          {edit.preview.msg_en && <NoticePreview notice={edit.preview} lang="en" />}
        </section>
      )}
      {edit.id !== "nov" && editable && <UndoForm frame={frame} path={`obvestila/${edit.id}`} />}
    </section>
  );
}

function UndoForm({ frame, path }: { frame: Frame; path: string }) {
  return (
    <form method="post" action={`${editorBase(frame.lang)}/razveljavi`} className="undo">
      <input type="hidden" name="path" value={path} />
      <button type="submit" className="secondary">
        {COPY[frame.lang].undo}
      </button>
    </form>
  );
}

// Hours

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
  for (const list of ["exceptions", "yearly"] as const) {
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

function rowCount(form: Form, list: string): number {
  let rows = 0;
  while (`${list}.${rows}.from` in form) rows++;
  return rows;
}

function ExceptionRows({ list, frame, form, errors }: { list: "exceptions" | "yearly"; frame: Frame; form: Form; errors: FieldErrors }) {
  const copy = COPY[frame.lang];
  const rows = rowCount(form, list) + BLANK_ROWS;
  const yearly = list === "yearly";
  return (
    <fieldset className="rows">
      <legend>{yearly ? copy.yearly : copy.exceptions}</legend>
      {yearly && <p className="hint">{copy.yearlyHint}</p>}
      {Array.from({ length: rows }, (_, row) => {
        const name = (field: string) => `${list}.${row}.${field}`;
        const kind = form[name("kind")] ?? "closed";
        return (
          <fieldset className="exception" key={row}>
            <legend>{`${yearly ? copy.yearly : copy.exceptions} ${row + 1}`}</legend>
            <div className="row">
              <Field
                name={name("from")}
                label={copy.from}
                type={yearly ? "text" : "date"}
                placeholder={yearly ? "12-24" : undefined}
                form={form}
                errors={errors}
              />
              <Field
                name={name("to")}
                label={copy.to}
                type={yearly ? "text" : "date"}
                placeholder={yearly ? "12-26" : undefined}
                form={form}
                errors={errors}
              />
            </div>
            <div className="choices">
              {(["closed", "hours"] as const).map((value) => (
                <div className="check" key={value}>
                  <input id={`${name("kind")}-${value}`} type="radio" name={name("kind")} value={value} defaultChecked={kind === value} />
                  <label htmlFor={`${name("kind")}-${value}`}>{value === "closed" ? copy.closed : copy.otherHours}</label>
                </div>
              ))}
            </div>
            <div className="row">
              <Field name={name("opens")} label={copy.opens} type="time" form={form} errors={errors} />
              <Field name={name("closes")} label={copy.closes} type="time" form={form} errors={errors} />
            </div>
            <Field name={name("note")} label={copy.note} form={form} errors={errors} />
            <Field name={name("note_en")} label={copy.noteEn} form={form} errors={errors} />
            <Check name={name("announce")} label={copy.announce} form={form} />
            {row < rows - BLANK_ROWS && <Check name={name("remove")} label={copy.remove} form={form} />}
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** The next 14 days and the open-now line, from the same functions the footer and the tile use. */
function HoursPreview({ hours, lang, now }: { hours: Hours; lang: Lang; now: number }) {
  const copy = COPY[lang];
  const today = wallClock(now);
  const status = openingStatus(now, hours);
  return (
    <section className="preview" aria-labelledby="hours-preview">
      <h2 id="hours-preview">{copy.next14}</h2>
      <p className="tile">{status.open ? `${copy.nowOpen} ${status.closes}` : copy.nowClosed}</p>
      <ol className="days">
        {Array.from({ length: 14 }, (_, offset) => {
          const date = addDays(today, offset);
          const day = dayHours(hours, date);
          const note = day.note && noteIn(day.note, lang);
          const iso = isoDate(date);
          return (
            <li key={iso} className={day.span ? undefined : "closed"}>
              <span>{datesLabel(lang, iso, iso)}</span>
              <span>{day.span ? spanLabel(day.span) : day.holiday ? `${copy.closed} (${copy.holiday})` : copy.closed}</span>
              {note && <span lang={note.lang}>{note.text}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function HoursPage({ frame, edit, editable, now }: { frame: Frame; edit: HoursEdit; editable: boolean; now: number }) {
  const copy = COPY[frame.lang];
  const { form, errors } = edit;
  return (
    <Page frame={frame} heading={copy.hours}>
      {edit.conflict !== null && <Conflict copy={copy} current={edit.conflict} />}
      <FormErrors copy={copy} errors={errors} />
      <form method="post" action={`${editorBase(frame.lang)}/urnik`} data-live="">
        <input type="hidden" name="updateTime" value={edit.updateTime ?? ""} />
        <fieldset disabled={!editable}>
          <fieldset className="rows">
            <legend>{copy.weekly}</legend>
            {[1, 2, 3, 4, 5, 6, 0].map((weekday) => {
              const day = WEEKDAY_FIELDS[weekday] ?? "monday";
              return (
                <fieldset className="weekday" key={day}>
                  <legend>{copy.days[weekday]}</legend>
                  <div className="row">
                    <Field name={`weekly.${day}.opens`} label={copy.opens} type="time" form={form} errors={errors} />
                    <Field name={`weekly.${day}.closes`} label={copy.closes} type="time" form={form} errors={errors} />
                  </div>
                  <Check name={`weekly.${day}.closed`} label={copy.closed} form={form} />
                </fieldset>
              );
            })}
          </fieldset>
          <Check name="closedOnPublicHolidays" label={copy.holidays} form={form} />
          <ExceptionRows list="exceptions" frame={frame} form={form} errors={errors} />
          <ExceptionRows list="yearly" frame={frame} form={form} errors={errors} />
          <Actions editable={editable}>
            <button type="submit" name="action" value="save">
              {copy.save}
            </button>
            <button type="submit" name="action" value="preview" className="secondary">
              {copy.preview}
            </button>
          </Actions>
        </fieldset>
      </form>
      {edit.preview && <HoursPreview hours={edit.preview} lang={frame.lang} now={now} />}
      {editable && <UndoForm frame={frame} path="urnik/odpiralni-cas" />}
    </Page>
  );
}

// The menu's availability

export interface MenuEdit {
  path: string;
  form: Form;
  errors: FieldErrors;
  conflict: DecodedFields | null;
}

/** A price as the owner writes it: 9,50 in Slovenian, 9.50 in English (the form takes either). */
const priceText = (price: number, lang: Lang) => (lang === "sl" ? price.toFixed(2).replace(".", ",") : price.toFixed(2));

function availabilityForm(data: DecodedFields, soldOut: boolean, lang: Lang): Form {
  const form: Form = {};
  if (typeof data.price === "number") form.price = priceText(data.price, lang);
  if (typeof data.oldPrice === "number") form.oldPrice = priceText(data.oldPrice, lang);
  if (data.isDiscount === true) form.isDiscount = "on";
  if (data.ignore === true) form.ignore = "on";
  if (soldOut) form.soldOut = "on";
  return form;
}

function groupName(key: string, lang: Lang): string {
  const categories: Record<string, string> = MESSAGES[lang].menu.categories;
  return categories[key] ?? key;
}

export function MenuPage(props: {
  frame: Frame;
  groups: { key: string; items: StoredDocument[] }[];
  meals: StoredDocument[];
  edit: MenuEdit | null;
  editable: boolean;
  isSoldOut: (data: DecodedFields) => boolean;
}) {
  const { frame } = props;
  const copy = COPY[frame.lang];
  const sections = [
    ...props.groups.map((group) => ({ key: group.key, title: groupName(group.key, frame.lang), items: group.items, meal: false })),
    { key: "boni", title: copy.studentMeals, items: props.meals, meal: true },
  ].filter((section) => section.items.length > 0);
  return (
    <Page frame={frame} heading={copy.menu}>
      <nav aria-label={copy.menu} className="jump">
        {sections.map((section) => (
          <a key={section.key} href={`#g-${section.key}`}>
            {section.title}
          </a>
        ))}
      </nav>
      {sections.map((section) => (
        <section key={section.key} id={`g-${section.key}`} aria-labelledby={`g-${section.key}-title`}>
          <h2 id={`g-${section.key}-title`}>{section.title}</h2>
          <ul className="cards">
            {section.items.map((item) => (
              <MenuItemForm key={item.path} {...props} item={item} meal={section.meal} />
            ))}
          </ul>
        </section>
      ))}
    </Page>
  );
}

function MenuItemForm({
  frame,
  item,
  meal,
  edit,
  editable,
  isSoldOut,
}: {
  frame: Frame;
  item: StoredDocument;
  meal: boolean;
  edit: MenuEdit | null;
  editable: boolean;
  isSoldOut: (data: DecodedFields) => boolean;
}) {
  const copy = COPY[frame.lang];
  const editing = edit?.path === item.path ? edit : null;
  const form = editing?.form ?? availabilityForm(item.data, isSoldOut(item.data), frame.lang);
  const errors = editing?.errors ?? {};
  const id = item.path.replace(/\W/g, "-");
  const prefixed = (name: string) => `${id}.${name}`;
  // Field names stay plain so the form posts the schema's fields; ids are made unique per item.
  const scoped = (values: Form) => Object.fromEntries(Object.entries(values).map(([name, value]) => [prefixed(name), value]));
  const scopedErrors = Object.fromEntries(Object.entries(errors).map(([name, value]) => [prefixed(name), value]));
  const name = (frame.lang === "en" && textOf(item.data.translate)) || textOf(item.data.name) || item.id;
  return (
    <li className="card" id={`i-${id}`}>
      <h3>{name}</h3>
      {editing?.conflict !== null && editing?.conflict !== undefined && <Conflict copy={copy} current={editing.conflict} />}
      <form method="post" action={`${editorBase(frame.lang)}/meni#i-${id}`}>
        <input type="hidden" name="path" value={item.path} />
        <input type="hidden" name="updateTime" value={item.updateTime ?? ""} />
        <fieldset disabled={!editable}>
          <legend className="sr-only">{name}</legend>
          <ScopedFields prefix={id} form={scoped(form)} errors={scopedErrors} meal={meal} copy={copy} />
          <Actions editable={editable}>
            <button type="submit">{copy.save}</button>
          </Actions>
        </fieldset>
      </form>
    </li>
  );
}

/** The item's fields; their names are the schema's, their ids carry the item's prefix. */
function ScopedFields({
  prefix,
  form,
  errors,
  meal,
  copy,
}: {
  prefix: string;
  form: Form;
  errors: FieldErrors;
  meal: boolean;
  copy: Copy;
}) {
  const field = (name: string) => `${prefix}.${name}`;
  const input = (name: string, label: string, type: "checkbox" | "text") => {
    const id = `f-${field(name).replace(/\W/g, "-")}`;
    const error = errors[field(name)];
    return type === "checkbox" ? (
      <div className="check">
        <input id={id} name={name} type="checkbox" defaultChecked={field(name) in form} />
        <label htmlFor={id}>{label}</label>
        <FieldError id={id} error={error} />
      </div>
    ) : (
      <div className={error ? "field field--error" : "field"}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          defaultValue={form[field(name)] ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
        />
        <FieldError id={id} error={error} />
      </div>
    );
  };
  return (
    <>
      {input("soldOut", copy.soldOut, "checkbox")}
      {input("ignore", copy.hidden, "checkbox")}
      {!meal && (
        <div className="row">
          {input("price", copy.price, "text")}
          {input("oldPrice", copy.oldPrice, "text")}
        </div>
      )}
      {!meal && input("isDiscount", copy.discount, "checkbox")}
    </>
  );
}

// Changes

export function ChangesPage({ frame, changes, editable }: { frame: Frame; changes: AuditEntry[]; editable: boolean }) {
  const copy = COPY[frame.lang];
  const latestOf = new Set<string>();
  return (
    <Page frame={frame} heading={copy.changes}>
      {changes.length === 0 && <p>{copy.noChanges}</p>}
      <ol className="cards">
        {changes.map((change) => {
          const latest = !latestOf.has(change.path);
          latestOf.add(change.path);
          return (
            <li key={change.id} className="card">
              <p>
                <strong>{change.path}</strong>
              </p>
              <p>{`${copy.when}: ${new Date(change.when).toLocaleString(frame.lang === "sl" ? "sl-SI" : "en-GB", { timeZone: "Europe/Ljubljana" })} · ${copy.who}: ${change.who}`}</p>
              <details>
                <summary>{`${copy.before} / ${copy.after}`}</summary>
                <pre>{JSON.stringify({ [copy.before]: change.before, [copy.after]: change.after }, null, 2)}</pre>
              </details>
              {latest && editable && <UndoForm frame={frame} path={change.path} />}
            </li>
          );
        })}
      </ol>
    </Page>
  );
}

/** Firestore did not answer: nothing was saved, and the owner's input is on the previous page. */
export function UnavailablePage({ frame }: { frame: Frame }) {
  const copy = COPY[frame.lang];
  return (
    <Page frame={frame} heading={copy.title}>
      <p className="banner banner--error" role="alert">
        {copy.unavailable}
      </p>
    </Page>
  );
}
