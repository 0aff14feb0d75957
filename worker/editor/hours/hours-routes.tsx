import { Hono } from "hono";
import { HoursSchema } from "../../../shared/restaurant/hours-schema";
import { HOURS_DOCUMENT } from "../../data/database-layout";
import { type EditorContext, type EditorEnv, frameOf, html, redirect, writes } from "../context";
import { SECTION } from "../editor-urls";
import { refreshAfterSave } from "../refresh";
import { changedQuery } from "../ui/describe-change";
import { type AuditEntry, EditConflict, saveChange } from "../change-log";
import { formOf, INTENT } from "../ui/form-values";
import { renderEditorPage } from "../ui/layout";
import { hoursForm, hoursFromForm } from "./hours-form";
import { type HoursEdit, HoursPage } from "./hours-page";

function page(c: EditorContext, edit: HoursEdit, status: 200 | 409 | 422 = 200) {
  const body = <HoursPage frame={frameOf(c, SECTION.hours)} edit={edit} editable={c.var.email !== null} now={Date.now()} />;
  return html(c, renderEditorPage(body), status);
}

/** The opening hours: the weekly grid, holidays, exceptions and a 14-day preview. */
export const hoursRoutes = new Hono<EditorEnv>()
  .get("/", async (c) => {
    const document = await c.var.documents.get(HOURS_DOCUMENT);
    const parsed = HoursSchema.safeParse(document.data);
    return page(c, {
      form: hoursForm(document.data),
      errors: {},
      updateTime: document.updateTime,
      conflict: null,
      preview: parsed.success ? parsed.data : null,
    });
  })
  .post(
    "/",
    writes(async (c, who, body) => {
      const form = formOf(body);
      const expected = form.updateTime || null;
      const outcome = hoursFromForm(form, c.var.lang);
      const again = async (
        status: 200 | 409 | 422,
        errors: HoursEdit["errors"],
        conflict: HoursEdit["conflict"],
        updateTime: string | null,
      ) => {
        const stored = HoursSchema.safeParse((await c.var.documents.get(HOURS_DOCUMENT)).data);
        const preview = outcome.ok ? outcome.value : stored.success ? stored.data : null;
        return page(c, { form, errors, updateTime, conflict, preview }, status);
      };
      if (!outcome.ok) return again(422, outcome.errors, null, expected);
      if (form[INTENT] === "preview") return again(200, {}, null, expected);
      let saved: AuditEntry;
      try {
        saved = await saveChange(await c.var.firestore(), {
          path: HOURS_DOCUMENT,
          expectedUpdateTime: expected,
          after: outcome.data,
          who,
        });
      } catch (error) {
        if (!(error instanceof EditConflict)) throw error;
        return again(409, {}, error.current.data, error.current.updateTime);
      }
      await refreshAfterSave(c, HOURS_DOCUMENT);
      return redirect(c, SECTION.hours, "saved", changedQuery(saved, c.var.lang));
    }),
  );
