import { Hono } from "hono";
import { type EditorContext, type EditorEnv, frameOf, html, notFound, redirect, uploads, writes } from "../context";
import { collectionOf, type MenuDocuments } from "../documents";
import { deletedQuery, itemAnchor, NEW_ID, SECTION } from "../editor-urls";
import { refreshAfterSave } from "../refresh";
import { type Change, EditConflict, saveChange, saveChanges, type StoredDocument } from "../change-log";
import type { DecodedFields } from "../../firestore/values";
import { formOf, INTENT, parseForm, priceOf, priceText, saveKeyOf } from "../ui/form-values";
import { RESTAURANT } from "../../../shared/restaurant/restaurant";
import { SettingsSchema } from "../../../shared/restaurant/settings-schema";
import { SETTINGS_DOCUMENT } from "../../data/database-layout";
import { renderEditorPage } from "../ui/layout";
import { EDITOR_WORDS } from "../ui/words";
import { unreadableDocuments } from "./attention";
import { itemFromForm } from "./item-form";
import type { ItemEdit } from "./item-page";
import { itemPage, storedItemEdit, storedPhotoEdit } from "./item-view";
import { documentPath, type GroupKey, isGroupKey, itemOfPath, MEAL_GROUP } from "./menu-kinds";
import { itemPagePath, MenuList, ORDER_PATH, SURCHARGE_PATH, type SurchargeEdit } from "./menu-list";
import { savePhoto } from "./photo-routes";
import { PHOTO_ANCHOR } from "./photo-section";
import { movedPlace, nextId, placeAfterLast } from "./places";

const groupDocuments = (menu: MenuDocuments, group: GroupKey): StoredDocument[] =>
  group === MEAL_GROUP ? menu.meals : (menu.groups.find((entry) => entry.key === group)?.items ?? []);

const allDocuments = (menu: MenuDocuments): StoredDocument[] => [...menu.groups.flatMap((group) => group.items), ...menu.meals];

/** What an item's form is checked and saved over: its numeric id, and the stored fields the form does not show. */
interface ItemBase {
  numericId: number;
  data: DecodedFields;
}

const storedBase = (stored: StoredDocument, id: string): ItemBase => ({
  numericId: typeof stored.data.id === "number" ? stored.data.id : Number(id),
  data: stored.data,
});

/** A new item takes an id no item has, so the whole menu is read as it is now, and goes to the end of its group. */
async function newItemBase(c: EditorContext, group: GroupKey): Promise<ItemBase> {
  const menu = await c.var.documents.menu({ fresh: true });
  return { numericId: nextId(allDocuments(menu)), data: { order: placeAfterLast(groupDocuments(menu, group)) } };
}

/** A new item's preview reads no menu: the id and place its save takes are numbers the schema accepts, whichever they are. */
const PREVIEW_BASE: ItemBase = { numericId: 1, data: { order: 1 } };

async function listPage(c: EditorContext, edit: Omit<SurchargeEdit, "updateTime"> | null = null, status: 200 | 409 | 422 = 200) {
  // After a conflict the list is read afresh: the copy may be what was behind (an edit made in the console).
  const menu = await c.var.documents.menu({ fresh: status === 409 });
  const settings = menu.settings;
  const price = SettingsSchema.safeParse(settings.data).data?.studentMealPrice ?? RESTAURANT.defaultStudentMealPrice;
  const body = (
    <MenuList
      frame={frameOf(c, SECTION.menu)}
      menu={menu}
      unreadable={unreadableDocuments(menu, c.var.lang)}
      query={(c.req.query("q") ?? "").trim().slice(0, 100)}
      surcharge={{ form: { studentMealPrice: priceText(price, c.var.lang) }, errors: {}, ...edit, updateTime: settings.updateTime }}
      editable={c.var.email !== null}
      now={Date.now()}
    />
  );
  return html(c, renderEditorPage(body), status);
}

/** The menu: a list to find things in, one page per item, and its place in its group. */
export const menuRoutes = new Hono<EditorEnv>()
  .get("/", (c) => listPage(c))
  .post(
    ORDER_PATH,
    writes(async (c, who, body) => {
      const form = formOf(body);
      const path = form.path ?? "";
      const item = itemOfPath(path);
      const direction = form[INTENT];
      if (!item || (direction !== "up" && direction !== "down")) return notFound(c);
      const group = await c.var.documents.list(collectionOf(path));
      const current = group.find((document) => document.path === path);
      if (!current) return notFound(c);
      const order = movedPlace(group, path, direction);
      if (order !== null) {
        try {
          // A move is one place from where the item stands now, so it is made on the version just read.
          await saveChange(await c.var.firestore(), {
            path,
            expectedUpdateTime: current.updateTime,
            after: { order },
            fields: ["order"],
            who,
          });
        } catch (error) {
          if (!(error instanceof EditConflict)) throw error;
          // Saved by someone else in the same instant: the list as it is now says where it stands.
          return listPage(c, null, 409);
        }
        await refreshAfterSave(c, path);
      }
      return redirect(c, SECTION.menu, "saved", undefined, `#${itemAnchor(path)}`);
    }),
  )
  .post(
    SURCHARGE_PATH,
    writes(async (c, who, body) => {
      const form = formOf(body);
      const outcome = parseForm(SettingsSchema, { studentMealPrice: priceOf(form, "studentMealPrice") ?? Number.NaN }, c.var.lang);
      if (!outcome.ok) return listPage(c, { form, errors: outcome.errors }, 422);
      try {
        await saveChange(await c.var.firestore(), {
          path: SETTINGS_DOCUMENT,
          expectedUpdateTime: form.updateTime || null,
          after: { studentMealPrice: outcome.value.studentMealPrice },
          fields: ["studentMealPrice"],
          who,
        });
      } catch (error) {
        if (!(error instanceof EditConflict)) throw error;
        return listPage(c, { form, errors: { studentMealPrice: EDITOR_WORDS[c.var.lang].conflict } }, 409);
      }
      await refreshAfterSave(c, SETTINGS_DOCUMENT);
      return redirect(c, SECTION.menu, "saved", undefined, `#g-${MEAL_GROUP}`);
    }),
  )
  .get("/:group/:id", async (c) => {
    const group = c.req.param("group");
    const id = c.req.param("id");
    if (!isGroupKey(group)) return notFound(c);
    const stored = id === NEW_ID ? null : await c.var.documents.get(documentPath(group, id));
    // The embedded seed has no versions: there, only the editor's documents can be missing.
    if (stored?.updateTime === null && c.var.email !== null) return notFound(c);
    const edit = storedItemEdit(c, group, id, stored);
    return itemPage(c, edit, stored);
  })
  .post(
    "/:group/:id",
    writes<"/:group/:id">(async (c, who, body) => {
      const group = c.req.param("group");
      const id = c.req.param("id");
      if (!isGroupKey(group)) return notFound(c);
      const form = formOf(body);
      const fresh = id === NEW_ID;
      const path = fresh ? null : documentPath(group, id);
      const stored = path ? await c.var.documents.get(path) : null;
      const expected = form.updateTime || null;
      if (stored?.updateTime === null && expected === null) return notFound(c);
      const edit: ItemEdit = {
        group,
        id,
        form,
        errors: {},
        updateTime: expected,
        conflict: null,
        reasons: [],
        confirmDelete: false,
        photo: fresh ? null : storedPhotoEdit(group, stored),
      };
      if (form[INTENT] === "delete" && path) return itemPage(c, { ...edit, confirmDelete: true }, stored);
      const preview = form[INTENT] === "preview";
      const client = await c.var.firestore();
      try {
        if (form[INTENT] === "confirmDelete" && path) {
          const deleted = await saveChange(client, { path, expectedUpdateTime: expected, after: null, who });
          await refreshAfterSave(c, path);
          return redirect(c, SECTION.menu, "deleted", deletedQuery(deleted));
        }
        const base = stored ? storedBase(stored, id) : preview ? PREVIEW_BASE : await newItemBase(c, group);
        const outcome = itemFromForm(form, base.data, group, base.numericId, c.var.lang, Date.now());
        if (!outcome.ok) return itemPage(c, { ...edit, errors: outcome.errors }, stored, 422);
        // The live check while typing (the editor's script): the same rules, nothing written.
        if (preview) return itemPage(c, edit, stored);
        const target = outcome.group;
        const documentId = fresh ? String(base.numericId) : id;
        const targetPath = documentPath(target, documentId);
        const moved = target !== group;
        // A moved item goes to the end of its new group as stored now.
        const after = moved
          ? { ...outcome.data, order: placeAfterLast(await c.var.documents.list(collectionOf(targetPath))) }
          : outcome.data;
        const changes: Change[] =
          path && moved
            ? [
                { path, expectedUpdateTime: expected, after: null, who, ...(stored && { current: stored }) },
                { path: targetPath, expectedUpdateTime: null, after, who },
              ]
            : [{ path: targetPath, expectedUpdateTime: fresh ? null : expected, after, who, ...(stored && { current: stored }) }];
        // A new item's form carries a one-time key: sent twice, it is answered with its first save, whose id it took.
        const entries = await saveChanges(client, changes, { key: fresh ? saveKeyOf(form) : undefined });
        const writtenPath = entries.find((entry) => entry.after !== null)?.path ?? targetPath;
        const written = itemOfPath(writtenPath) ?? { group: target, id: documentId };
        await refreshAfterSave(c, writtenPath);
        return redirect(c, `${SECTION.menu}/${written.group}/${encodeURIComponent(written.id)}`, "saved");
      } catch (error) {
        if (!(error instanceof EditConflict)) throw error;
        const current = error.current;
        return itemPage(
          c,
          { ...edit, updateTime: current.updateTime, conflict: current.updateTime === null ? {} : current.data },
          stored,
          409,
        );
      }
    }),
  )
  .post("/:group/:id/foto", uploads<"/:group/:id/foto">(savePhoto))
  // The address a refused photo's answer leaves in the bar: opened again, it is the item's page.
  .get("/:group/:id/foto", (c) => {
    const group = c.req.param("group");
    if (!isGroupKey(group)) return notFound(c);
    return c.body(null, 303, {
      Location: `${itemPagePath(c.var.lang, group, c.req.param("id"))}#${PHOTO_ANCHOR}`,
      "Cache-Control": "private, no-store",
    });
  });
