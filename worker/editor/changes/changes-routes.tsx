import { Hono } from "hono";
import { withoutDeletedPhoto } from "../../photos/restorable-photo";
import { type EditorEnv, frameOf, html, notFound, redirect, writes } from "../context";
import { documentSection, SECTION, UNDO_PATH } from "../editor-urls";
import { refreshAfterSave } from "../refresh";
import { recentChangeSets, undoChange } from "../change-log";
import { CHANGED_PARAMETER, changeMeta, changedQuery } from "../ui/describe-change";
import { renderEditorPage } from "../ui/layout";
import { undoRequestOf } from "../ui/undo-form";
import { ChangesPage } from "./changes-page";

/** The latest changes, and undo of the change a button names (with the rest of its save). */
export const changesRoutes = new Hono<EditorEnv>()
  .get("/", async (c) => {
    const sets = c.var.email === null ? [] : await recentChangeSets(await c.var.firestore());
    const body = <ChangesPage frame={frameOf(c, SECTION.changes)} sets={sets} editable={c.var.email !== null} />;
    return html(c, renderEditorPage(body));
  })
  .post(
    UNDO_PATH,
    writes(async (c, who, form) => {
      const request = undoRequestOf(form);
      const [path] = request?.versions.keys() ?? [];
      const section = path === undefined ? null : documentSection(path);
      if (!request || section === null) return notFound(c);
      const outcome = await undoChange(await c.var.firestore(), request, who, {
        restorable: (before) => withoutDeletedPhoto(c.env.PHOTOS, before),
      });
      switch (outcome.kind) {
        case "undone":
          await refreshAfterSave(c, ...outcome.entries.map((entry) => entry.path));
          return redirect(c, section, "undone");
        case "alreadyUndone":
          return redirect(c, section, "alreadyUndone");
        case "stale": {
          // The newer change named as the history names it: what, then when and who.
          const named = changedQuery(outcome.newer, c.var.lang);
          named.append(CHANGED_PARAMETER, changeMeta(outcome.newer, c.var.lang));
          return redirect(c, section, "undoStale", named);
        }
        case "changed":
          return redirect(c, section, "undoConflict");
        case "nothing":
          return redirect(c, section, "nothing");
      }
    }),
  );
