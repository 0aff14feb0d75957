import { readPhoto } from "../../../shared/menu/photo";
import { type EditorContext, frameOf, html } from "../context";
import type { MenuDocuments } from "../documents";
import { NEW_ID, SECTION } from "../editor-urls";
import type { StoredDocument } from "../change-log";
import { textOf } from "../ui/form-values";
import { renderEditorPage } from "../ui/layout";
import { unreadableDocuments } from "./attention";
import { itemForm } from "./item-form";
import { itemName } from "../ui/item-name";
import { type ItemEdit, ItemPage } from "./item-page";
import { type GroupKey, kindOf, MEAL_GROUP } from "./menu-kinds";
import type { PhotoEdit } from "./photo-section";
import { MENU_WORDS } from "./words";

/** An item's page, titled with its name (or "new item"). */
export function itemPage(
  c: EditorContext,
  edit: ItemEdit,
  stored: StoredDocument | null | undefined,
  status: 200 | 409 | 411 | 413 | 422 = 200,
) {
  const title = edit.id === NEW_ID || !stored ? MENU_WORDS[c.var.lang].newItem : itemName(stored.data, c.var.lang, edit.id);
  const body = <ItemPage frame={frameOf(c, SECTION.menu)} edit={edit} editable={c.var.email !== null} title={title} />;
  return html(c, renderEditorPage(body), status);
}

/** The reasons the public site leaves the stored document out, if it does. */
function reasonsOf(c: EditorContext, group: GroupKey, document: StoredDocument): string[] {
  if (document.updateTime === null) return [];
  const menu: MenuDocuments =
    group === MEAL_GROUP ? { groups: [], meals: [document] } : { groups: [{ key: group, items: [document] }], meals: [] };
  return unreadableDocuments(menu, c.var.lang)[0]?.reasons ?? [];
}

/** The photo form of a stored item, with its alt texts as stored; none for a new item or a student meal. */
export function storedPhotoEdit(group: GroupKey, stored: StoredDocument | null): PhotoEdit | null {
  if (!stored || kindOf(group) === "meal") return null;
  const current = readPhoto(stored.data.photo);
  return { current, form: { alt: textOf(current?.alt), alt_en: textOf(current?.alt_en) }, error: null };
}

/** The item's page as stored: its form, its version and what the site could not read. */
export function storedItemEdit(c: EditorContext, group: GroupKey, id: string, stored: StoredDocument | null): ItemEdit {
  return {
    group,
    id,
    form: stored ? itemForm(stored.data, group, Date.now(), c.var.lang) : { group, noAllergenData: "on" },
    errors: {},
    updateTime: stored?.updateTime ?? null,
    conflict: null,
    reasons: stored ? reasonsOf(c, group, stored) : [],
    confirmDelete: false,
    photo: id === NEW_ID ? null : storedPhotoEdit(group, stored),
  };
}
