import { Fragment } from "react";
import { OPTIONAL_LANGS } from "../../../shared/i18n/lang";
import { MESSAGES } from "../../../shared/i18n/messages";
import { formatLitres } from "../../../shared/menu/item-text";
import type { DecodedFields } from "../../firestore/values";
import { editorBase, NEW_ID, SECTION } from "../editor-urls";
import { AllergenChoices } from "../ui/allergen-choices";
import { Actions, Check, Field, OneTimeKey, Select, TextArea } from "../ui/fields";
import { type FieldErrors, type Form, INTENT } from "../ui/form-values";
import { Conflict, FormErrors, type Frame, Page } from "../ui/layout";
import { EDITOR_WORDS } from "../ui/words";
import { groupName } from "../ui/group-names";
import { hintField, SERVING_HINTS, TRANSLATION_FIELDS, translationField } from "./item-form";
import { GROUP_KEYS, type GroupKey, kindOf, MEAL_GROUP } from "./menu-kinds";
import { itemPagePath } from "./menu-list";
import { type PhotoEdit, PhotoSection } from "./photo-section";
import { MENU_WORDS } from "./words";

export interface ItemEdit {
  group: GroupKey;
  /** The document id, or NEW_ID for an item not yet written. */
  id: string;
  form: Form;
  errors: FieldErrors;
  updateTime: string | null;
  conflict: DecodedFields | null;
  /** What the public site could not read in the stored document. */
  reasons: string[];
  /** Delete was asked for: the page asks to confirm. */
  confirmDelete: boolean;
  /** The photo's own form; null where an item has none (a new item, a student meal). */
  photo: PhotoEdit | null;
}

/** The fields this page shows: an error on any other is listed at the top. */
const SHOWN = new Set([
  "group",
  "name",
  "translate",
  "opis",
  "opis_en",
  "sestavine",
  "translate_sestavine",
  "alergeni",
  "price",
  "amount",
  "oldPrice",
  "discountUntil",
  "size",
  "suggested",
  ...TRANSLATION_FIELDS,
]);

/** The groups an item can move to: a student meal stays one, and a menu item stays on the menu. */
function groupChoices(group: GroupKey, lang: Frame["lang"]): [GroupKey, string][] {
  const keys: readonly GroupKey[] = group === MEAL_GROUP ? [MEAL_GROUP] : GROUP_KEYS.filter((key) => key !== MEAL_GROUP);
  return keys.map((key) => [key, groupName(key, lang)]);
}

/**
 * The item's name and description in the further languages, closed until the owner opens it:
 * open where a refused save comes back with any of them typed (so the typed text is in view) or wrong.
 */
function Translations({ lang, form, errors, refused }: { lang: Frame["lang"]; form: Form; errors: FieldErrors; refused: boolean }) {
  const words = MENU_WORDS[lang];
  const written = OPTIONAL_LANGS.filter((code) => form[translationField(code, "name")] || form[translationField(code, "opis")]);
  const open = TRANSLATION_FIELDS.some((field) => field in errors || (refused && form[field]));
  return (
    <details className="translations" open={open}>
      <summary>
        {words.translations}
        {written.length > 0 && (
          <span className="hint">{` ${words.written}: ${written.map((code) => words.languages[code]).join(", ")}`}</span>
        )}
      </summary>
      <p className="hint">{words.translationsHint}</p>
      {OPTIONAL_LANGS.map((code) => (
        <Fragment key={code}>
          <Field name={translationField(code, "name")} label={words.nameIn[code]} lang={code} form={form} errors={errors} />
          <TextArea name={translationField(code, "opis")} label={words.opisIn[code]} lang={code} form={form} errors={errors} />
        </Fragment>
      ))}
    </details>
  );
}

/** One item's page: every field in one form, with delete behind a confirmation. */
export function ItemPage({ frame, edit, editable, title }: { frame: Frame; edit: ItemEdit; editable: boolean; title: string }) {
  const common = EDITOR_WORDS[frame.lang];
  const words = MENU_WORDS[frame.lang];
  const { form, errors } = edit;
  const kind = kindOf(edit.group);
  const action = itemPagePath(frame.lang, edit.group, edit.id);
  const unshown = Object.entries(errors).filter(([field]) => !SHOWN.has(field));
  const hints = MESSAGES[frame.lang].drinks.hints;
  return (
    <Page frame={frame} heading={title}>
      <p>
        <a href={`${editorBase(frame.lang)}${SECTION.menu}#g-${edit.group}`}>{`← ${words.back}: ${groupName(edit.group, frame.lang)}`}</a>
      </p>
      {edit.reasons.length > 0 && (
        <div className="banner banner--error" role="note">
          <p>{words.attention}</p>
          <ul className="change-lines">
            {edit.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      {edit.conflict !== null && <Conflict lang={frame.lang} current={edit.conflict} />}
      <FormErrors lang={frame.lang} errors={errors} />
      {unshown.length > 0 && (
        <ul className="banner banner--error">
          {unshown.map(([field, message]) => (
            <li key={field}>{`${field}: ${message}`}</li>
          ))}
        </ul>
      )}
      {edit.confirmDelete && editable && (
        <form method="post" action={action} className="banner banner--conflict" role="alert">
          <p>
            <strong>{words.deleteQuestion}</strong>
          </p>
          <p>{words.deleteHint}</p>
          <input type="hidden" name="updateTime" value={edit.updateTime ?? ""} />
          <div className="actions">
            <button type="submit" name={INTENT} value="confirmDelete" className="danger">
              {words.confirmDelete}
            </button>
            <a className="button secondary" href={action}>
              {words.cancel}
            </a>
          </div>
        </form>
      )}
      <form method="post" action={action} className="item-form" data-live="">
        <input type="hidden" name="updateTime" value={edit.updateTime ?? ""} />
        {edit.id === NEW_ID && <OneTimeKey form={form} />}
        <fieldset disabled={!editable}>
          <legend className="sr-only">{title}</legend>
          <Select
            name="group"
            label={words.group}
            hint={words.groupHint}
            options={groupChoices(edit.group, frame.lang)}
            fallback={edit.group}
            form={form}
            errors={errors}
          />
          <fieldset>
            <legend>{words.names}</legend>
            <Field name="name" label={words.name} form={form} errors={errors} />
            <Field name="translate" label={words.translate} form={form} errors={errors} />
            <TextArea name="opis" label={words.opis} form={form} errors={errors} />
            <TextArea name="opis_en" label={words.opisEn} form={form} errors={errors} />
            <TextArea name="sestavine" label={words.ingredients} hint={words.perLine} form={form} errors={errors} />
            <TextArea name="translate_sestavine" label={words.ingredientsEn} hint={words.perLine} form={form} errors={errors} />
          </fieldset>
          <Translations lang={frame.lang} form={form} errors={errors} refused={Object.keys(errors).length > 0 || edit.conflict !== null} />
          <AllergenChoices lang={frame.lang} prefix="" form={form} errors={errors} />
          {kind !== "meal" && (
            <fieldset>
              <legend>{words.priceAndChoices}</legend>
              <div className="row">
                <Field name="price" label={common.price} inputMode="decimal" form={form} errors={errors} />
                <Field name="amount" label={words.amount} inputMode="numeric" form={form} errors={errors} />
              </div>
              <Check name="omake" label={words.omake} form={form} />
              <Check name="priloge" label={words.priloge} form={form} />
            </fieldset>
          )}
          {kind === "drink" && (
            <fieldset>
              <legend>{words.drink}</legend>
              <Field
                name="size"
                label={words.size}
                hint={`${words.sizeHint} ${formatLitres(0.5, frame.lang)}.`}
                inputMode="decimal"
                form={form}
                errors={errors}
              />
              <Check name="toceno" label={words.toceno} form={form} />
              <fieldset className="choices">
                <legend>{words.suggested}</legend>
                {SERVING_HINTS.map((hint) => (
                  <Check key={hint} name={hintField(hint)} label={hints[hint]} form={form} />
                ))}
              </fieldset>
            </fieldset>
          )}
          {kind !== "meal" && (
            <fieldset>
              <legend>{words.marks}</legend>
              <Check name="spicy" label={words.spicy} form={form} />
              <Check name="isNew" label={words.isNew} form={form} />
              <Check name="isPopular" label={words.isPopular} form={form} />
            </fieldset>
          )}
          {kind !== "meal" && (
            <fieldset>
              <legend>{words.discount}</legend>
              <Check name="isDiscount" label={words.discount} form={form} errors={errors} />
              <div className="row">
                <Field name="oldPrice" label={words.oldPrice} inputMode="decimal" form={form} errors={errors} />
                <Field name="discountUntil" type="date" label={words.discountUntil} hint={words.discountHint} form={form} errors={errors} />
              </div>
            </fieldset>
          )}
          <fieldset>
            <legend>{words.availability}</legend>
            <Check name="soldOut" label={common.soldOut} form={form} />
            <Check name="ignore" label={words.hidden} form={form} />
            <p className="hint">{words.hiddenHint}</p>
          </fieldset>
          <Actions lang={frame.lang} editable={editable} remove={edit.id !== NEW_ID} />
        </fieldset>
      </form>
      {edit.photo && (
        <PhotoSection
          frame={frame}
          action={action}
          photo={edit.photo}
          dishName={{ sl: form.name || title, en: form.translate || form.name || title }}
          updateTime={edit.updateTime}
          editable={editable}
        />
      )}
    </Page>
  );
}
