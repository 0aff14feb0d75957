import type { Context } from "hono";
import { MAX_PHOTO_BYTES, type Photo, readPhoto } from "../../../shared/menu/photo";
import { boundedForm } from "../../http/bounded-form";
import { inspectPhoto } from "../../photos/inspect-photo";
import { UnreadablePhotoError } from "../../photos/make-variants";
import { storePhoto } from "../../photos/store-photo";
import { type EditorEnv, notFound, redirect } from "../context";
import { SECTION } from "../editor-urls";
import { refreshAfterSave } from "../refresh";
import { EditConflict, saveChange, savedWith } from "../change-log";
import { type Form, formOf, INTENT, saveKeyOf, text } from "../ui/form-values";
import { EDITOR_WORDS } from "../ui/words";
import { itemPage, storedItemEdit } from "./item-view";
import { documentPath, isGroupKey, kindOf } from "./menu-kinds";
import { PHOTO_ANCHOR } from "./photo-section";
import { PHOTO_WORDS } from "./photo-words";

type PhotoContext = Context<EditorEnv, "/:group/:id/foto">;

/** Room for the form's other fields beside the largest photo accepted. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const altsOf = (form: Form) => ({ alt: text(form, "alt") || null, alt_en: text(form, "alt_en") || null });

/**
 * A photo posted from an item's page: a new one (checked by its bytes, its variants made and
 * stored in R2 before the item names it), new alt texts for the stored one, or its removal. The
 * item's document changes in the one field, audited, so the history can undo it. A refused
 * upload writes nothing and answers the page again with the reason and the typed alt texts.
 * The form is read only as far as its stated length, which must be there and within the limit.
 */
export async function savePhoto(c: PhotoContext, who: string): Promise<Response> {
  const group = c.req.param("group");
  const id = c.req.param("id");
  if (!isGroupKey(group) || kindOf(group) === "meal") return notFound(c);
  const path = documentPath(group, id);
  const stored = await c.var.documents.get(path);
  if (stored.updateTime === null) return notFound(c);
  const words = PHOTO_WORDS[c.var.lang];
  const refuse = (message: string, form: Form, document = stored, status: 409 | 411 | 413 | 422 = 422) => {
    const edit = storedItemEdit(c, group, id, document);
    const photo = edit.photo && { ...edit.photo, form: { ...edit.photo.form, ...form }, error: message };
    return itemPage(c, { ...edit, photo, conflict: status === 409 ? document.data : null }, document, status);
  };

  const body = await boundedForm(c.req.raw, { limit: MAX_PHOTO_BYTES + FORM_OVERHEAD_BYTES, unstated: "refuse" });
  if (body === "noLength") return refuse(words.sizeUnstated, {}, stored, 411);
  if (body === "overran") return refuse(words.sizeUnstated, {}, stored, 413);
  if (body === "tooLarge") return refuse(words.tooLarge, {}, stored, 413);
  const form = formOf(body);
  const posted = body.get("photo");
  const file = posted instanceof File && posted.size > 0 ? posted : null;
  const key = saveKeyOf(form);
  const client = await c.var.firestore();
  const done = () => redirect(c, `${SECTION.menu}/${group}/${encodeURIComponent(id)}`, "saved", undefined, `#${PHOTO_ANCHOR}`);
  // The same form sent again (its one-time key saved already) is answered as the first was, before its photo is stored twice.
  if (key && (await savedWith(client, key))) return done();
  const current = readPhoto(stored.data.photo);
  let photo: Photo | null = null;
  if (form[INTENT] !== "remove") {
    if (file) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const inspected = inspectPhoto(bytes);
      if (!inspected.ok) return refuse(words[inspected.reason], form);
      const itemId = typeof stored.data.id === "number" ? stored.data.id : Number(id);
      try {
        photo = { ...(await storePhoto(c.env, itemId, bytes, inspected)), ...altsOf(form) };
      } catch (error) {
        if (!(error instanceof UnreadablePhotoError)) throw error;
        // An iPhone's HEIC is tried: where the image service cannot read it, the owner learns how to send JPEG.
        return refuse(inspected.format === "heic" ? words.heic : words.damaged, form);
      }
    } else if (current) photo = { ...current, ...altsOf(form) };
    else return refuse(words.missing, form);
  }
  try {
    await saveChange(client, { path, expectedUpdateTime: form.updateTime || null, after: { photo }, fields: ["photo"], who }, { key });
  } catch (error) {
    if (!(error instanceof EditConflict)) throw error;
    return refuse(EDITOR_WORDS[c.var.lang].conflict, form, error.current, 409);
  }
  await refreshAfterSave(c, path);
  return done();
}
