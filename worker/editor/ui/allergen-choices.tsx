import type { Lang } from "../../../shared/i18n/lang";
import { MESSAGES } from "../../../shared/i18n/messages";
import { ALLERGENS } from "../../../shared/menu/allergens";
import { Check, fieldId } from "./fields";
import { checked, type FieldErrors, type Form } from "./form-values";
import { EDITOR_WORDS } from "./words";

/**
 * The 14 allergens' boxes and the "no allergen data" box of one dish. `prefix` tells dishes of
 * one form apart ("" for a menu item, "dishes.0." for a daily dish); errors are under `${prefix}alergeni`.
 */
export const allergenField = (prefix: string, allergen: number) => `${prefix}alergen-${allergen}`;
const unknownField = (prefix: string) => `${prefix}noAllergenData`;

/** The boxes ticked for a stored `alergeni`: its allergens, or "no data" where it is not a list. */
export function allergenBoxes(alergeni: unknown, prefix: string): Form {
  if (!Array.isArray(alergeni)) return { [unknownField(prefix)]: "on" };
  const form: Form = {};
  for (const allergen of alergeni) if (typeof allergen === "number") form[allergenField(prefix, allergen)] = "on";
  return form;
}

/**
 * The ticked allergens in order; none ticked is "contains none", or null ("no data") where that
 * box is ticked. A number outside the 14, which only a hand-made post holds, is kept for the schema to refuse.
 */
export function allergensOf(form: Form, prefix: string): number[] | null {
  const ticked = Object.keys(form)
    .filter((name) => name.startsWith(`${prefix}alergen-`))
    .map((name) => Number(name.slice(`${prefix}alergen-`.length)))
    .sort((a, b) => a - b);
  if (ticked.length > 0) return ticked;
  return checked(form, unknownField(prefix)) ? null : [];
}

export function AllergenChoices({ lang, prefix, form, errors }: { lang: Lang; prefix: string; form: Form; errors: FieldErrors }) {
  const words = EDITOR_WORDS[lang].allergens;
  const names: Record<string, string> = MESSAGES[lang].allergens.names;
  const id = fieldId(`${prefix}alergeni`);
  const error = errors[`${prefix}alergeni`];
  return (
    <fieldset
      className={error ? "allergen-choices field--error" : "allergen-choices"}
      aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ")}
    >
      <legend>{words.legend}</legend>
      <p className="hint" id={`${id}-hint`}>
        {words.hint}
      </p>
      <div className="allergen-grid">
        {ALLERGENS.map((allergen) => (
          <Check key={allergen} name={allergenField(prefix, allergen)} label={`${allergen} ${names[String(allergen)] ?? ""}`} form={form} />
        ))}
      </div>
      <Check name={unknownField(prefix)} label={words.unknown} form={form} />
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
