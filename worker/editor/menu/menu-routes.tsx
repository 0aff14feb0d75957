import { Hono } from "hono";
import type { MenuDocuments } from "../documents";
import { type EditorContext, type EditorEnv, frameOf, html, redirect, writes } from "../context";
import { itemAnchor, SECTION } from "../paths";
import { refreshAfterSave } from "../refresh";
import { EditConflict, saveChange, type StoredDocument } from "../store";
import { formOf } from "../ui/form-values";
import { renderEditorPage } from "../ui/layout";
import { availabilityFromForm, MEAL_FIELDS, MENU_FIELDS } from "./menu-form";
import { type MenuEdit, MenuPage, type MenuSections } from "./menu-page";

const MEAL_PATH = /^boni\/[^/]+$/;
const ITEM_PATH = /^hrana\/[^/]+\/items\/[^/]+$/;

/** Items in the owner's order where they have one, else by their number. */
const byOrder = (a: StoredDocument, b: StoredDocument) => Number(a.data.order ?? a.data.id) - Number(b.data.order ?? b.data.id);

async function menuSections(c: EditorContext): Promise<MenuSections> {
  const menu: MenuDocuments = await c.var.documents.menu();
  return { groups: menu.groups.map((group) => ({ ...group, items: group.items.sort(byOrder) })), meals: menu.meals.sort(byOrder) };
}

async function page(c: EditorContext, edit: MenuEdit | null, status: 200 | 409 | 422 = 200) {
  const body = (
    <MenuPage frame={frameOf(c, SECTION.menu)} menu={await menuSections(c)} edit={edit} editable={c.var.email !== null} now={Date.now()} />
  );
  return html(c, renderEditorPage(body), status);
}

/** The menu's availability: sold out today, hidden, the price and a discount, per item. */
export const menuRoutes = new Hono<EditorEnv>()
  .get("/", (c) => page(c, null))
  .post(
    "/",
    writes(async (c, who) => {
      const form = formOf(await c.req.parseBody());
      const path = form.path ?? "";
      const meal = MEAL_PATH.test(path);
      if (!meal && !ITEM_PATH.test(path)) return html(c, "Not Found", 404);
      const stored = await c.var.documents.get(path);
      if (stored.updateTime === null) return html(c, "Not Found", 404);
      const now = Date.now();
      const outcome = availabilityFromForm(form, stored.data, meal, c.var.lang, now);
      if (!outcome.ok) return page(c, { path, form, errors: outcome.errors, conflict: null }, 422);
      try {
        await saveChange(await c.var.firestore(), {
          path,
          expectedUpdateTime: form.updateTime || null,
          after: outcome.data,
          fields: [...(meal ? MEAL_FIELDS : MENU_FIELDS)],
          who,
        });
      } catch (error) {
        if (!(error instanceof EditConflict)) throw error;
        return page(c, { path, form, errors: {}, conflict: error.current.data }, 409);
      }
      await refreshAfterSave(c, path);
      return redirect(c, SECTION.menu, "saved", undefined, `#${itemAnchor(path)}`);
    }),
  );
