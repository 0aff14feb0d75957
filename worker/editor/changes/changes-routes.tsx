import { Hono } from "hono";
import { withoutDeletedPhoto } from "../../photos/restorable-photo";
import { type EditorEnv, frameOf, html, notFound, redirect, writes } from "../context";
import { documentSection, SECTION, UNDO_PATH } from "../paths";
import { refreshAfterSave } from "../refresh";
import { type AuditEntry, EditConflict, recentChangeSets, undoLastChange } from "../store";
import { formOf } from "../ui/form-values";
import { renderEditorPage } from "../ui/layout";
import { ChangesPage } from "./changes-page";

/** The latest changes, and undo of a document's last one (with the rest of its save). */
export const changesRoutes = new Hono<EditorEnv>()
  .get("/", async (c) => {
    const sets = c.var.email === null ? [] : await recentChangeSets(await c.var.firestore());
    const body = <ChangesPage frame={frameOf(c, SECTION.changes)} sets={sets} editable={c.var.email !== null} />;
    return html(c, renderEditorPage(body));
  })
  .post(
    UNDO_PATH,
    writes(async (c, who) => {
      const path = formOf(await c.req.parseBody()).path ?? "";
      const section = documentSection(path);
      if (section === null) return notFound(c);
      let undone: AuditEntry[] | null;
      try {
        undone = await undoLastChange(await c.var.firestore(), path, who, Date.now(), (before) =>
          withoutDeletedPhoto(c.env.PHOTOS, before),
        );
      } catch (error) {
        if (!(error instanceof EditConflict)) throw error;
        return redirect(c, section, "undoConflict");
      }
      if (!undone) return redirect(c, section, "nothing");
      await refreshAfterSave(c, ...undone.map((entry) => entry.path));
      return redirect(c, section, "undone");
    }),
  );
