import type { Notice } from "../../../shared/menu/menu-schema";
import { shownNotice } from "../../../shared/notices/Notices";
import type { Lang } from "../../../shared/i18n/lang";
import { COLLECTION, documentPathIn } from "../../data/database-layout";
import { sanitizeHtml } from "../../data/sanitize-html";
import type { DecodedFields } from "../../firestore/values";
import { editorBase, NEW_ID, SECTION } from "../editor-urls";
import type { StoredDocument } from "../change-log";
import { dayRangeLabel } from "../ui/dates";
import { Actions, Check, Choices, Field, OneTimeKey, TextArea } from "../ui/fields";
import { type FieldErrors, type Form, textOf } from "../ui/form-values";
import { Conflict, FormErrors, type Frame, Page, RemovedList } from "../ui/layout";
import { UndoForm } from "../ui/undo-form";
import { shortPlainText } from "../ui/plain-text";
import { EDITOR_WORDS } from "../ui/words";
import { NOTICE_WORDS } from "./words";

export interface NoticeEdit {
  /** The document id, or NEW_ID for a new notice. */
  id: string;
  form: Form;
  errors: FieldErrors;
  updateTime: string | null;
  conflict: DecodedFields | null;
  /** The preview: the notice as the public pages show it, sanitized. */
  preview: Notice | null;
  removed: string[];
}

function NoticePreview({ notice, lang }: { notice: Notice; lang: Lang }) {
  const shown = shownNotice(notice, lang);
  return <div className="notice-preview" lang={shown.lang} dangerouslySetInnerHTML={{ __html: shown.html }} />;
}

function scheduleText(lang: Lang, data: DecodedFields): string {
  const range = dayRangeLabel(lang, typeof data.from === "string" ? data.from : null, typeof data.to === "string" ? data.to : null);
  return range ? ` · ${range}` : "";
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
  const words = NOTICE_WORDS[frame.lang];
  const common = EDITOR_WORDS[frame.lang];
  const base = editorBase(frame.lang);
  return (
    <Page frame={frame} heading={common.notices}>
      {edit && <NoticeEditor frame={frame} edit={edit} editable={editable} />}
      <ul className="cards">
        {notices.map((notice) => (
          <li key={notice.id} id={`n-${notice.id}`} className="card">
            <p className="card__state">{`${notice.data.act === true ? words.active : words.inactive} · ${notice.data.student === true ? common.student : common.guest}${scheduleText(frame.lang, notice.data)}`}</p>
            <div className="notice-preview" dangerouslySetInnerHTML={{ __html: sanitizeHtml(textOf(notice.data.msg)) }} />
            <a className="button" href={`${base}${SECTION.notices}/${encodeURIComponent(notice.id)}`}>
              {common.edit}
            </a>
          </li>
        ))}
      </ul>
      {editable && (
        <p>
          <a className="button" href={`${base}${SECTION.notices}/${NEW_ID}`}>
            {words.newNotice}
          </a>
        </p>
      )}
    </Page>
  );
}

function NoticeEditor({ frame, edit, editable }: { frame: Frame; edit: NoticeEdit; editable: boolean }) {
  const words = NOTICE_WORDS[frame.lang];
  const common = EDITOR_WORDS[frame.lang];
  const { form, errors } = edit;
  const isNew = edit.id === NEW_ID;
  const title = isNew ? "" : shortPlainText(form.msg ?? "");
  return (
    <section className="editor" aria-labelledby="notice-editor">
      <h2 id="notice-editor">{isNew ? words.newNotice : `${words.editNotice}${title ? `: ${title}` : ""}`}</h2>
      {edit.conflict !== null && <Conflict lang={frame.lang} current={edit.conflict} />}
      <FormErrors lang={frame.lang} errors={errors} />
      <form method="post" action={`${editorBase(frame.lang)}${SECTION.notices}/${encodeURIComponent(edit.id)}`} data-live="">
        <input type="hidden" name="updateTime" value={edit.updateTime ?? ""} />
        {isNew && <OneTimeKey form={form} />}
        <fieldset disabled={!editable}>
          <TextArea name="msg" label={words.message} hint={words.messageHint} form={form} errors={errors} />
          <TextArea name="msg_en" label={words.messageEn} form={form} errors={errors} />
          <Choices
            name="kind"
            legend={words.kind}
            options={[
              ["guest", common.guest],
              ["student", common.student],
            ]}
            form={form}
            fallback="guest"
          />
          <Check name="act" label={words.active} form={form} />
          <div className="row">
            <Field name="from" label={words.showFrom} type="date" form={form} errors={errors} />
            <Field name="to" label={words.showTo} type="date" form={form} errors={errors} />
          </div>
          <p className="hint">{words.scheduleHint}</p>
          <Actions lang={frame.lang} editable={editable} preview remove={!isNew} />
        </fieldset>
      </form>
      {edit.preview && (
        <section className="preview" aria-labelledby="notice-preview">
          <h3 id="notice-preview">{words.previewTitle}</h3>
          {edit.removed.length > 0 && <RemovedList lang={frame.lang} removed={edit.removed} />}
          <NoticePreview notice={edit.preview} lang="sl" />
          {edit.preview.msg_en && <NoticePreview notice={edit.preview} lang="en" />}
        </section>
      )}
      {!isNew && editable && (
        <UndoForm lang={frame.lang} set={null} versions={[[documentPathIn(COLLECTION.notices, edit.id), edit.updateTime]]} />
      )}
    </section>
  );
}
