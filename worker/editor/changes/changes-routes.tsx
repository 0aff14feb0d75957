import { Hono } from "hono";
import { datasetOf } from "../../data/data-versions";
import { HOURS_DOCUMENT } from "../../data/firestore-paths";
import { withoutDeletedPhoto } from "../../photos/restorable-photo";
import { type EditorEnv, frameOf, html, notFound, redirect, writes } from "../context";
import { SECTION, UNDO_PATH } from "../paths";
import { refreshAfterSave } from "../refresh";
import { EditConflict, recentChanges, undoLastChange } from "../store";
import { formOf } from "../ui/form-values";
import { renderEditorPage } from "../ui/layout";
import { ChangesPage } from "./changes-page";

/** The latest changes, and undo of a document's last one. */
export const changesRoutes = new Hono<EditorEnv>()
  .get("/", async (c) => {
    const changes = c.var.email === null ? [] : await recentChanges(await c.var.firestore());
    const body = <ChangesPage frame={frameOf(c, SECTION.changes)} changes={changes} editable={c.var.email !== null} />;
    return html(c, renderEditorPage(body));
  })
  .post(
    UNDO_PATH,
    writes(async (c, who) => {
      const path = formOf(await c.req.parseBody()).path ?? "";
      const dataset = datasetOf(path);
      if (!dataset || path.split("/").length % 2 !== 0) return notFound(c);
      const section =
        dataset === "obvestila"
          ? SECTION.notices
          : dataset === "dnevna"
            ? SECTION.daily
            : path === HOURS_DOCUMENT
              ? SECTION.hours
              : SECTION.menu;
      try {
        const undone = await undoLastChange(await c.var.firestore(), path, who, Date.now(), (before) =>
          withoutDeletedPhoto(c.env.PHOTOS, before),
        );
        if (!undone) return redirect(c, section, "nothing");
      } catch (error) {
        if (!(error instanceof EditConflict)) throw error;
        return redirect(c, section, "nothing");
      }
      await refreshAfterSave(c, path);
      return redirect(c, section, "undone");
    }),
  );
