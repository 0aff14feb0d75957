import { OPTIONAL_LANGS } from "../../../shared/i18n/lang";
import { readPhoto } from "../../../shared/menu/photo";
import { formatPrice } from "../../../shared/menu/format-price";
import type { MenuDocuments } from "../documents";
import { editorBase, itemAnchor, NEW_ID, SECTION } from "../editor-urls";
import type { StoredDocument } from "../change-log";
import { Field } from "../ui/fields";
import { type Frame, Page } from "../ui/layout";
import { type FieldErrors, type Form, INTENT, textOf } from "../ui/form-values";
import { EDITOR_WORDS } from "../ui/words";
import { missingDescriptions, type Unreadable } from "./attention";
import { groupName } from "../ui/group-names";
import { soldOut } from "./item-form";
import { itemName } from "../ui/item-name";
import { type GroupKey, MEAL_GROUP } from "./menu-kinds";
import { inMenuOrder } from "./places";
import { MENU_WORDS } from "./words";

/** Posts here move an item one place up or down in its group. */
export const ORDER_PATH = "/vrstni-red";

/** Posts here set the student surcharge. */
export const SURCHARGE_PATH = "/doplacilo";

/** The student surcharge's form: its value, or what was typed and why it was refused. */
export interface SurchargeEdit {
  form: Form;
  errors: FieldErrors;
  updateTime: string | null;
}

export function itemPagePath(lang: Frame["lang"], group: GroupKey, id: string): string {
  return `${editorBase(lang)}${SECTION.menu}/${group}/${encodeURIComponent(id)}`;
}

/** Lower case, without diacritics: "čevapi" is found as "cevapi". */
const folded = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

function matches(document: StoredDocument, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const haystack = folded([textOf(document.data.name), textOf(document.data.translate), document.id].join(" "));
  return words.every((word) => haystack.includes(word));
}

function states(document: StoredDocument, frame: Frame, unreadable: boolean, now: number): string[] {
  const words = MENU_WORDS[frame.lang];
  const data = document.data;
  return [
    unreadable && words.stateInvalid,
    soldOut(data, now) && words.stateSoldOut,
    data.ignore === true && words.stateHidden,
    data.isDiscount === true && words.stateDiscount,
    !textOf(data.translate) && words.stateNoEnglish,
    !Array.isArray(data.alergeni) && words.stateNoAllergens,
    readPhoto(data.photo) !== null && words.statePhoto,
  ].filter((state): state is string => typeof state === "string");
}

export interface MenuListProps {
  frame: Frame;
  menu: MenuDocuments;
  unreadable: Unreadable[];
  query: string;
  surcharge: SurchargeEdit;
  editable: boolean;
  now: number;
}

/** What the search form's answer replaces when the editor's script fetches it while the owner types. */
const SEARCH_RESULTS_ID = "menu-results";

/** The whole menu as one list to find things in: each group's items in the public order, with their state and a link to edit. */
export function MenuList({ frame, menu, unreadable, query, surcharge, editable, now }: MenuListProps) {
  const common = EDITOR_WORDS[frame.lang];
  const words = MENU_WORDS[frame.lang];
  const base = `${editorBase(frame.lang)}${SECTION.menu}`;
  const invalid = new Set(unreadable.map((entry) => entry.document.path));
  const groups = [...menu.groups, { key: MEAL_GROUP as GroupKey, items: menu.meals }].map((group) => ({
    key: group.key,
    title: groupName(group.key, frame.lang),
    items: inMenuOrder(group.items),
  }));
  const shown = groups.map((group) => ({ ...group, listed: query ? group.items.filter((item) => matches(item, query)) : group.items }));
  const missing = missingDescriptions(menu);
  const untranslated = OPTIONAL_LANGS.filter((lang) => missing[lang] > 0);
  return (
    <Page frame={frame} heading={common.menu}>
      {(unreadable.length > 0 || untranslated.length > 0) && (
        <section className="attention" aria-labelledby="attention-title">
          <h2 id="attention-title">{words.attention}</h2>
          {unreadable.length > 0 && (
            <>
              <p className="hint">{words.attentionHint}</p>
              <ul className="cards">
                {unreadable.map((entry) => (
                  <li key={entry.document.path} className="card">
                    <h3>{`${entry.name ?? entry.document.id} (${groupName(entry.group, frame.lang)})`}</h3>
                    <ul className="change-lines">
                      {entry.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                    <a className="button" href={itemPagePath(frame.lang, entry.group, entry.document.id)}>
                      {`${words.fix}: ${entry.name ?? entry.document.id}`}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          {untranslated.length > 0 && (
            <>
              <ul className="change-lines">
                {untranslated.map((lang) => (
                  <li key={lang}>{words.withoutDescription(missing[lang], lang)}</li>
                ))}
              </ul>
              <p className="hint">{words.withoutDescriptionHint}</p>
            </>
          )}
        </section>
      )}
      <form method="get" action={base} role="search" className="menu-search" data-results={SEARCH_RESULTS_ID}>
        <Field name="q" label={words.search} hint={words.searchHint} form={{ q: query }} errors={{}} />
        <div className="actions">
          <button type="submit">{words.find}</button>
          {query && (
            <a className="button secondary" href={base}>
              {words.showAll}
            </a>
          )}
        </div>
      </form>
      <div id={SEARCH_RESULTS_ID}>
        {query && shown.every((group) => group.listed.length === 0) && <p>{words.noMatches}</p>}
        {!query && (
          <nav aria-label={common.menu} className="jump">
            {groups.map((group) => (
              <a key={group.key} href={`#g-${group.key}`}>
                {group.title}
              </a>
            ))}
          </nav>
        )}
        {shown
          .filter((group) => !query || group.listed.length > 0)
          .map((group) => (
            <section key={group.key} id={`g-${group.key}`} aria-labelledby={`g-${group.key}-title`} className="menu-group">
              <div className="menu-group__head">
                <h2 id={`g-${group.key}-title`}>{group.title}</h2>
                {editable && (
                  <a className="button secondary" href={itemPagePath(frame.lang, group.key, NEW_ID)}>
                    {words.add}
                    <span className="sr-only">{` – ${group.title}`}</span>
                  </a>
                )}
              </div>
              {group.key === MEAL_GROUP && !query && !editable && <p>{`${common.surcharge}: ${surcharge.form.studentMealPrice ?? ""}`}</p>}
              {group.key === MEAL_GROUP && !query && editable && (
                <form method="post" action={`${base}${SURCHARGE_PATH}`} className="surcharge">
                  <input type="hidden" name="updateTime" value={surcharge.updateTime ?? ""} />
                  <Field
                    name="studentMealPrice"
                    label={common.surcharge}
                    hint={words.surchargeHint}
                    inputMode="decimal"
                    form={surcharge.form}
                    errors={surcharge.errors}
                  />
                  <div className="actions">
                    <button type="submit">{common.save}</button>
                  </div>
                </form>
              )}
              <ol className="menu-rows">
                {group.listed.map((item) => {
                  const name = itemName(item.data, frame.lang, item.id);
                  const place = group.items.indexOf(item);
                  const itemStates = states(item, frame, invalid.has(item.path), now);
                  return (
                    <li key={item.path} id={itemAnchor(item.path)} className="menu-row">
                      <a className="menu-row__name" href={itemPagePath(frame.lang, group.key, item.id)}>
                        {name}
                      </a>
                      {typeof item.data.price === "number" && (
                        <span className="menu-row__price">{formatPrice(item.data.price, frame.lang)}</span>
                      )}
                      {itemStates.length > 0 && (
                        <ul className="menu-row__states">
                          {itemStates.map((state) => (
                            <li key={state}>{state}</li>
                          ))}
                        </ul>
                      )}
                      {editable && (
                        <form method="post" action={`${base}${ORDER_PATH}`} className="menu-row__move">
                          <input type="hidden" name="path" value={item.path} />
                          <button
                            type="submit"
                            name={INTENT}
                            value="up"
                            className="secondary"
                            disabled={place === 0}
                            aria-label={`${words.upIn} ${name}`}
                          >
                            ↑
                          </button>
                          <button
                            type="submit"
                            name={INTENT}
                            value="down"
                            className="secondary"
                            disabled={place === group.items.length - 1}
                            aria-label={`${words.downIn} ${name}`}
                          >
                            ↓
                          </button>
                        </form>
                      )}
                    </li>
                  );
                })}
              </ol>
            </section>
          ))}
      </div>
    </Page>
  );
}
