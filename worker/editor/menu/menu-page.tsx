import type { MenuGroupKey } from "../../../shared/menu/menu-groups";
import type { DecodedFields } from "../../firestore/values";
import { COPY } from "../copy";
import { editorBase, itemAnchor, SECTION } from "../paths";
import type { StoredDocument } from "../store";
import { Actions, Check, Field } from "../ui/fields";
import { type FieldErrors, type Form, textOf } from "../ui/form-values";
import { Conflict, type Frame, Page } from "../ui/layout";
import { groupName } from "./group-names";
import { availabilityForm } from "./menu-form";

export interface MenuEdit {
  path: string;
  form: Form;
  errors: FieldErrors;
  conflict: DecodedFields | null;
}

export interface MenuSections {
  groups: { key: MenuGroupKey; items: StoredDocument[] }[];
  meals: StoredDocument[];
}

/** An item's name in the editor's language, as the public menu shows it. */
export function itemName(data: DecodedFields, lang: "sl" | "en", fallback: string): string {
  return (lang === "en" && textOf(data.translate)) || textOf(data.name) || fallback;
}

export function MenuPage({
  frame,
  menu,
  edit,
  editable,
  now,
}: {
  frame: Frame;
  menu: MenuSections;
  edit: MenuEdit | null;
  editable: boolean;
  now: number;
}) {
  const copy = COPY[frame.lang];
  const sections = [
    ...menu.groups.map((group) => ({ key: group.key, items: group.items, meal: false })),
    { key: "boni" as const, items: menu.meals, meal: true },
  ]
    .filter((section) => section.items.length > 0)
    .map((section) => ({ ...section, title: groupName(section.key, frame.lang) }));
  return (
    <Page frame={frame} heading={copy.menu}>
      <nav aria-label={copy.menu} className="jump">
        {sections.map((section) => (
          <a key={section.key} href={`#g-${section.key}`}>
            {section.title}
          </a>
        ))}
      </nav>
      {sections.map((section) => (
        <section key={section.key} id={`g-${section.key}`} aria-labelledby={`g-${section.key}-title`}>
          <h2 id={`g-${section.key}-title`}>{section.title}</h2>
          <ul className="cards">
            {section.items.map((item) => (
              <MenuItemForm
                key={item.path}
                frame={frame}
                item={item}
                meal={section.meal}
                edit={edit?.path === item.path ? edit : null}
                editable={editable}
                now={now}
              />
            ))}
          </ul>
        </section>
      ))}
    </Page>
  );
}

function MenuItemForm({
  frame,
  item,
  meal,
  edit,
  editable,
  now,
}: {
  frame: Frame;
  item: StoredDocument;
  meal: boolean;
  edit: MenuEdit | null;
  editable: boolean;
  now: number;
}) {
  const copy = COPY[frame.lang];
  const anchor = itemAnchor(item.path);
  const form = edit?.form ?? availabilityForm(item.data, now, frame.lang);
  const errors = edit?.errors ?? {};
  const name = itemName(item.data, frame.lang, item.id);
  return (
    <li className="card" id={anchor}>
      <h3>{name}</h3>
      {edit?.conflict != null && <Conflict lang={frame.lang} current={edit.conflict} />}
      <form method="post" action={`${editorBase(frame.lang)}${SECTION.menu}#${anchor}`} data-item="">
        <input type="hidden" name="path" value={item.path} />
        <input type="hidden" name="updateTime" value={item.updateTime ?? ""} />
        <fieldset disabled={!editable}>
          <legend className="sr-only">{name}</legend>
          <Check name="soldOut" scope={item.path} label={copy.soldOut} form={form} errors={errors} />
          <Check name="ignore" scope={item.path} label={copy.hidden} form={form} errors={errors} />
          {!meal && (
            <div className="row">
              <Field name="price" scope={item.path} label={copy.price} inputMode="decimal" form={form} errors={errors} />
              <Field name="oldPrice" scope={item.path} label={copy.oldPrice} inputMode="decimal" form={form} errors={errors} />
            </div>
          )}
          {!meal && <Check name="isDiscount" scope={item.path} label={copy.discount} form={form} errors={errors} />}
          <Actions editable={editable} unsaved={copy.unsaved}>
            <button type="submit">{copy.save}</button>
          </Actions>
        </fieldset>
      </form>
    </li>
  );
}
