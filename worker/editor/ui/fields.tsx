import type { ReactNode } from "react";
import type { Lang } from "../../../shared/i18n/lang";
import { EDITOR_WORDS } from "./words";
import { type FieldErrors, type Form, INTENT, KEY_FIELD, saveKeyOf } from "./form-values";
import { newSaveKey } from "../change-log";

/**
 * The one-time key of a form that creates something: a new one when the form is first shown, the
 * posted one when it comes back with errors, so that however often it is sent it saves once.
 */
export function OneTimeKey({ form }: { form: Form }) {
  return <input type="hidden" name={KEY_FIELD} value={saveKeyOf(form) ?? newSaveKey()} />;
}

/** A field's element id, from its name (which may hold dots and other characters ids should not). */
export function fieldId(name: string): string {
  return `f-${name.replace(/\W/g, "-")}`;
}

/**
 * The one place a field's accessible wiring is made: its id, its hint's and error's ids, and
 * aria-describedby naming both. The editor's script keeps the same ids when it shows an error.
 */
function wiring(name: string, errors: FieldErrors, hint: boolean, scope?: string) {
  const id = fieldId(scope ? `${scope}.${name}` : name);
  const error = errors[name];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    error,
    hintId,
    errorId,
    control: {
      id,
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    },
  };
}

function Feedback({
  hint,
  hintId,
  error,
  errorId,
  alert = false,
}: {
  hint?: string;
  hintId?: string;
  error?: string;
  errorId?: string;
  alert?: boolean;
}) {
  return (
    <>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="error" id={errorId} role={alert ? "alert" : undefined}>
          {error}
        </p>
      )}
    </>
  );
}

interface FieldProps {
  name: string;
  label: string;
  form: Form;
  errors: FieldErrors;
  hint?: string;
  /** Where a page holds several forms with the same fields: what makes this form's ids unique. */
  scope?: string;
  /** The language the text is written in, where it is not the page's: the phone's keyboard and spelling follow it. */
  lang?: string;
}

export function Field({
  name,
  label,
  form,
  errors,
  hint,
  scope,
  lang,
  type = "text",
  inputMode,
  placeholder,
}: FieldProps & { type?: "text" | "date" | "time"; inputMode?: "decimal" | "numeric" | "text"; placeholder?: string }) {
  const { id, error, hintId, errorId, control } = wiring(name, errors, Boolean(hint), scope);
  return (
    <div className={error ? "field field--error" : "field"}>
      <label htmlFor={id}>{label}</label>
      <input {...control} type={type} defaultValue={form[name] ?? ""} inputMode={inputMode} placeholder={placeholder} lang={lang} />
      <Feedback hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function TextArea({ name, label, form, errors, hint, lang }: FieldProps) {
  const { id, error, hintId, errorId, control } = wiring(name, errors, Boolean(hint));
  return (
    <div className={error ? "field field--error" : "field"}>
      <label htmlFor={id}>{label}</label>
      <textarea {...control} rows={4} defaultValue={form[name] ?? ""} lang={lang} />
      <Feedback hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function Check({ name, label, form, errors = {}, scope }: Omit<FieldProps, "errors"> & { errors?: FieldErrors }) {
  const { id, error, errorId, control } = wiring(name, errors, false, scope);
  return (
    <div className={error ? "check field--error" : "check"}>
      <input {...control} type="checkbox" defaultChecked={name in form} />
      <label htmlFor={id}>{label}</label>
      <Feedback error={error} errorId={errorId} />
    </div>
  );
}

type Options = readonly (readonly [value: string, label: string])[];

/** A drop-down for one field; `children` follow it inside the field (a button that acts on the choice). */
export function Select({
  name,
  label,
  options,
  form,
  errors,
  hint,
  scope,
  fallback = "",
  children,
}: FieldProps & { options: Options; fallback?: string; children?: ReactNode }) {
  const { id, error, hintId, errorId, control } = wiring(name, errors, Boolean(hint), scope);
  return (
    <div className={error ? "field field--error" : "field"}>
      <label htmlFor={id}>{label}</label>
      <select {...control} defaultValue={form[name] ?? fallback}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {children}
      <Feedback hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/**
 * A file to upload. Its error is announced: the page that says why a file was refused is the
 * answer to its post, and the browser has already let go of the file.
 */
export function FileField({ name, label, errors, hint, accept }: Omit<FieldProps, "form" | "scope"> & { accept: string }) {
  const { id, error, hintId, errorId, control } = wiring(name, errors, Boolean(hint));
  return (
    <div className={error ? "field field--error" : "field"}>
      <label htmlFor={id}>{label}</label>
      <input {...control} type="file" accept={accept} />
      <Feedback hint={hint} hintId={hintId} error={error} errorId={errorId} alert />
    </div>
  );
}

/** Radio buttons for one field. */
export function Choices({
  name,
  legend,
  options,
  form,
  fallback,
}: {
  name: string;
  legend?: string;
  options: Options;
  form: Form;
  fallback: string;
}) {
  const chosen = form[name] ?? fallback;
  const buttons = options.map(([value, label]) => {
    const id = fieldId(`${name}-${value}`);
    return (
      <div className="check" key={value}>
        <input id={id} type="radio" name={name} value={value} defaultChecked={chosen === value} />
        <label htmlFor={id}>{label}</label>
      </div>
    );
  });
  return legend ? (
    <fieldset className="choices">
      <legend>{legend}</legend>
      {buttons}
    </fieldset>
  ) : (
    <div className="choices">{buttons}</div>
  );
}

/**
 * A form's Save, and Preview and Delete where the form has them, with the note the script shows
 * once the form holds unsaved input; read-only mode shows none of them. Delete skips the
 * browser's checks: a form need not be valid to be thrown away.
 */
export function Actions({
  lang,
  editable,
  preview = false,
  remove = false,
}: {
  lang: Lang;
  editable: boolean;
  preview?: boolean;
  remove?: boolean;
}) {
  const words = EDITOR_WORDS[lang];
  return editable ? (
    <div className="actions">
      <p className="unsaved" hidden>
        {words.unsaved}
      </p>
      <button type="submit" name={INTENT} value="save">
        {words.save}
      </button>
      {preview && (
        <button type="submit" name={INTENT} value="preview" className="secondary">
          {words.preview}
        </button>
      )}
      {remove && (
        <button type="submit" name={INTENT} value="delete" className="danger" formNoValidate>
          {words.delete}
        </button>
      )}
    </div>
  ) : null;
}
