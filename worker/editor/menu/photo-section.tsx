import { ownAlt, type Photo } from "../../../shared/menu/photo";
import { photoHeight, photoPath } from "../../../shared/menu/photo-variants";
import { Field, FileField, OneTimeKey } from "../ui/fields";
import { type Form, INTENT } from "../ui/form-values";
import type { Frame } from "../ui/layout";
import { EDITOR_WORDS } from "../ui/words";
import { PHOTO_WORDS } from "./photo-words";

/** The photo form's state: the stored photo, the alt texts as typed, and what went wrong. */
export interface PhotoEdit {
  current: Photo | null;
  form: Form;
  error: string | null;
}

/** The anchor the page returns to after a photo is posted, saved or refused. */
export const PHOTO_ANCHOR = "foto";

/**
 * Where the item's photo is posted: its own form, multipart, beside the item's. The fragment
 * brings a refused upload's answer (the page again, at the end of which the form is) to the reason.
 */
const photoAction = (itemAction: string) => `${itemAction}/foto#${PHOTO_ANCHOR}`;

/**
 * Take or choose a photo, its alt texts, replace or remove it. It works as a plain multipart
 * post; the editor's script crops to 3:2 around the point the owner taps before it is sent.
 */
export function PhotoSection({
  frame,
  action,
  photo,
  dishName,
  updateTime,
  editable,
}: {
  frame: Frame;
  action: string;
  photo: PhotoEdit;
  dishName: { sl: string; en: string };
  updateTime: string | null;
  editable: boolean;
}) {
  const words = PHOTO_WORDS[frame.lang];
  const { current, error } = photo;
  return (
    <section className="photo" id={PHOTO_ANCHOR} aria-labelledby="photo-title">
      <h2 id="photo-title">{words.heading}</h2>
      {current ? (
        <figure className="photo__current">
          <img
            src={photoPath(current.key, 400, "jpg")}
            width={400}
            height={photoHeight(current, 400)}
            alt={ownAlt(current, frame.lang) ?? dishName[frame.lang]}
          />
          <figcaption>{words.current}</figcaption>
        </figure>
      ) : (
        <p>{words.none}</p>
      )}
      <form method="post" action={photoAction(action)} encType="multipart/form-data" className="photo-form" data-photo="">
        <input type="hidden" name="updateTime" value={updateTime ?? ""} />
        <OneTimeKey form={photo.form} />
        <fieldset disabled={!editable}>
          <legend className="sr-only">{words.heading}</legend>
          <FileField name="photo" label={words.file} hint={words.fileHint} accept="image/*" errors={error ? { photo: error } : {}} />
          <div className="photo__crop" data-crop="" hidden>
            <p className="hint" id="photo-crop-hint">
              {words.cropHint}
            </p>
            <canvas role="img" aria-label={words.crop} aria-describedby="photo-crop-hint" />
          </div>
          <Field name="alt" label={words.alt} hint={words.altHint} placeholder={dishName.sl} form={photo.form} errors={{}} />
          <Field name="alt_en" label={words.altEn} placeholder={dishName.en} form={photo.form} errors={{}} />
          {editable && (
            <div className="actions">
              <p className="unsaved" hidden>
                {EDITOR_WORDS[frame.lang].unsaved}
              </p>
              <button type="submit" name={INTENT} value="save">
                {words.save}
              </button>
              {current && (
                <button type="submit" name={INTENT} value="remove" className="danger" formNoValidate>
                  {words.remove}
                </button>
              )}
            </div>
          )}
        </fieldset>
      </form>
    </section>
  );
}
