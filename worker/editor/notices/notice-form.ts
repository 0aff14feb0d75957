import type { Lang } from "../../../shared/i18n/lang";
import { type Notice, NoticeSchema } from "../../../shared/menu/menu-schema";
import { type Removal, sanitizeHtml } from "../../data/sanitize-html";
import { sanitizedNotice } from "../../data/served-notices";
import type { DecodedFields, EncodableValue } from "../../firestore/values";
import { fieldErrorText } from "../ui/error-words";
import { checked, type FieldErrors, type Form, type FormOutcome, parseForm, text, textOf } from "../ui/form-values";

/** The form's fields from a stored notice. */
export function noticeForm(data: DecodedFields): Form {
  const form: Form = {
    msg: textOf(data.msg),
    msg_en: textOf(data.msg_en),
    kind: data.student === true ? "student" : "guest",
  };
  if (data.act === true) form.act = "on";
  if (typeof data.from === "string") form.from = data.from;
  if (typeof data.to === "string") form.to = data.to;
  return form;
}

/** A notice's fields from the form; its HTML is sanitized before it is stored, and `removed` hears what went. */
export function noticeFromForm(form: Form, id: string, lang: Lang, removed: (removal: Removal) => void = () => {}): FormOutcome<Notice> {
  const msg = sanitizeHtml(text(form, "msg"), removed);
  const english = sanitizeHtml(text(form, "msg_en"), removed);
  const data: Record<string, EncodableValue> = {
    act: checked(form, "act"),
    student: text(form, "kind") === "student",
    msg,
    msg_en: english.trim() ? english : null,
    from: text(form, "from") || null,
    to: text(form, "to") || null,
  };
  const errors: FieldErrors = msg.trim() ? {} : { msg: fieldErrorText(lang, ["msg"], "required") };
  return parseForm(NoticeSchema, data, lang, { alongside: { id }, errors });
}

/** A stored notice as the editor shows it: through the public pages' sanitizer, whatever was written to the database. */
export function storedNotice(data: DecodedFields, id: string): Notice | null {
  const parsed = NoticeSchema.safeParse({ ...data, id });
  return parsed.success ? sanitizedNotice(parsed.data) : null;
}
