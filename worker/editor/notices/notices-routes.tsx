import { Hono } from "hono";
import { COLLECTION, documentPathIn } from "../../data/database-layout";
import type { Removal } from "../../data/sanitize-html";
import { lastSegment } from "../../firestore/resource-names";
import { type EditorContext, type EditorEnv, frameOf, html, notFound, redirect, writes } from "../context";
import { deletedQuery, NEW_ID, SECTION } from "../editor-urls";
import { restaurantDate } from "../../../shared/restaurant/opening-hours";
import { changedQuery } from "../ui/describe-change";
import { EditConflict, saveChange } from "../change-log";
import { refreshAfterSave } from "../refresh";
import { formOf, INTENT, saveKeyOf } from "../ui/form-values";
import { renderEditorPage } from "../ui/layout";
import { noticeForm, noticeFromForm, storedNotice } from "./notice-form";
import { type NoticeEdit, NoticesPage } from "./notices-page";
import { removalText } from "./words";

/** Readable, sortable and unique enough for a restaurant's notices. */
function newNoticeId(): string {
  return `obvestilo-${new Date().toISOString().slice(0, 10)}-${crypto.randomUUID().slice(0, 6)}`;
}

async function page(c: EditorContext, edit: NoticeEdit | null, status: 200 | 409 | 422 = 200) {
  const notices = await c.var.documents.list(COLLECTION.notices);
  const frame = frameOf(c, SECTION.notices);
  return html(c, renderEditorPage(<NoticesPage frame={frame} notices={notices} edit={edit} editable={c.var.email !== null} />), status);
}

/** The notices: a list, and one notice's form with its preview. */
export const noticesRoutes = new Hono<EditorEnv>()
  .get("/", (c) => page(c, null))
  .get("/:id", async (c) => {
    const id = c.req.param("id");
    const document = id === NEW_ID ? null : await c.var.documents.get(documentPathIn(COLLECTION.notices, id));
    if (document?.updateTime === null && c.var.email !== null) return notFound(c);
    return page(c, {
      id,
      form: document ? noticeForm(document.data) : { act: "on", kind: "guest" },
      errors: {},
      updateTime: document?.updateTime ?? null,
      conflict: null,
      preview: document ? storedNotice(document.data, id) : null,
      removed: [],
    });
  })
  .post(
    "/:id",
    writes<"/:id">(async (c, who, body) => {
      const lang = c.var.lang;
      const form = formOf(body);
      const paramId = c.req.param("id");
      const id = paramId === NEW_ID ? newNoticeId() : paramId;
      const path = documentPathIn(COLLECTION.notices, id);
      const expected = form.updateTime || null;
      const removals: Removal[] = [];
      const outcome = noticeFromForm(form, id, lang, (removal) => removals.push(removal));
      const removed = [...new Set(removals.map((removal) => removalText(lang, removal)))];
      const client = await c.var.firestore();
      const again = (status: 200 | 409 | 422, errors: NoticeEdit["errors"], conflict: NoticeEdit["conflict"], updateTime: string | null) =>
        page(c, { id: paramId, form, errors, updateTime, conflict, preview: outcome.ok ? outcome.value : null, removed }, status);
      try {
        if (form[INTENT] === "delete") {
          // Deleted on the first press: the page that follows names the notice and offers its undo.
          const deleted = await saveChange(client, { path, expectedUpdateTime: expected, after: null, who });
          await refreshAfterSave(c, path);
          return redirect(c, SECTION.notices, "deleted", changedQuery(deleted, lang, deletedQuery(deleted)));
        }
        if (!outcome.ok) return await again(422, outcome.errors, null, expected);
        if (form[INTENT] === "preview") return await again(200, {}, null, expected);
        // A new notice's form carries a one-time key: sent twice, it is answered with its first save.
        const saved = await saveChange(
          client,
          { path, expectedUpdateTime: paramId === NEW_ID ? null : expected, after: outcome.data, who },
          { key: paramId === NEW_ID ? saveKeyOf(form) : undefined },
        );
        await refreshAfterSave(c, saved.path);
        const query = changedQuery(saved, lang, new URLSearchParams(removed.map((line) => ["odstranjeno", line])));
        const ahead = outcome.value.from !== null && outcome.value.from !== undefined && outcome.value.from > restaurantDate(Date.now());
        return redirect(c, `${SECTION.notices}/${encodeURIComponent(lastSegment(saved.path))}`, ahead ? "savedAhead" : "saved", query);
      } catch (error) {
        if (!(error instanceof EditConflict)) throw error;
        return again(409, {}, error.current.updateTime === null ? null : error.current.data, error.current.updateTime);
      }
    }),
  );
