import type { Lang } from "../../../shared/i18n/lang";
import type { MenuGroupKey } from "../../../shared/menu/menu-groups";
import { HOURS_DOCUMENT, menuGroupOf } from "../../data/database-layout";
import { lastSegment } from "../../firestore/resource-names";
import type { DecodedFields } from "../../firestore/values";
import { groupName } from "./group-names";
import { itemName } from "./item-name";
import { shortPlainText } from "./plain-text";
import type { AuditEntry } from "../change-log";
import { dayRangeLabel, momentLabel } from "./dates";
import { fieldLabel, listed, valueText } from "./field-words";
import { textOf } from "./form-values";
import { HISTORY_WORDS, VALUE_WORDS } from "./change-words";
import { EDITOR_WORDS } from "./words";

/** A change as the owner reads it: what it was about, and each field's value before and after. */
export interface DescribedChange {
  subject: string;
  /** "cena: 9,50 € → 9,90 €", "aktivno → neaktivno", "dodano", … */
  lines: string[];
}

function subjectOf(entry: AuditEntry, lang: Lang): string {
  const common = EDITOR_WORDS[lang];
  const words = HISTORY_WORDS[lang];
  const data = entry.after ?? entry.before ?? {};
  const [collection, group, , id] = entry.path.split("/");
  if (entry.path === HOURS_DOCUMENT) return common.hours;
  if (collection === "dnevna" && group) return `${common.dailyTitle} ${dayRangeLabel(lang, group, group)}`;
  if (collection === "obvestila") return `${words.notice} »${shortPlainText(textOf(data.msg)) || words.untitled}«`;
  if (collection === "nastavitve") return common.surcharge;
  if (collection === "boni") return `${itemName(data, lang, group ?? "")} (${common.studentMeals})`;
  if (collection === "hrana" && group) return `${itemName(data, lang, id ?? "")} (${groupName(group as MenuGroupKey, lang)})`;
  return words.document;
}

/** An absent flag reads as off on the site, so writing false where there was none changes nothing the owner sees. */
function sameForTheOwner(before: unknown, after: unknown): boolean {
  const shown = (value: unknown) => (value === undefined || value === null || value === false ? null : value);
  return JSON.stringify(shown(before)) === JSON.stringify(shown(after));
}

/** What changed between two versions of a document, a line per field the owner sees. */
function changedFieldLines(before: DecodedFields, after: DecodedFields, lang: Lang, unlisted: readonly string[] = []): string[] {
  const values = VALUE_WORDS[lang];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => listed(field) && !unlisted.includes(field),
  );
  return fields
    .filter((field) => !sameForTheOwner(before[field], after[field]))
    .map((field) => {
      const from = valueText(field, before[field], lang);
      const to = valueText(field, after[field], lang);
      return from === to ? `${fieldLabel(field, lang)}: ${values.changed}` : `${fieldLabel(field, lang)}: ${from} → ${to}`;
    });
}

/** Describes an audit entry in the owner's words, with the public pages' names and formats. */
export function describeChange(entry: AuditEntry, lang: Lang): DescribedChange {
  const values = VALUE_WORDS[lang];
  const subject = subjectOf(entry, lang);
  if (entry.before === null) return { subject, lines: [values.added] };
  if (entry.after === null) return { subject, lines: [values.deleted] };
  const lines = changedFieldLines(entry.before, entry.after, lang);
  return { subject, lines: lines.length > 0 ? lines : [values.unchanged] };
}

interface Move {
  id: string;
  group: { from: string; to: string };
  before: DecodedFields;
  after: DecodedFields;
}

/** A save that deleted a dish from one group and wrote it, by the same id, into another. */
function moveIn(entries: readonly AuditEntry[]): Move | null {
  const removed = entries.find((entry) => entry.after === null);
  const added = entries.find((entry) => entry.before === null);
  if (entries.length !== 2 || !removed?.before || !added?.after) return null;
  const from = menuGroupOf(removed.path);
  const to = menuGroupOf(added.path);
  if (from === null || to === null || from === to || lastSegment(removed.path) !== lastSegment(added.path)) return null;
  return { id: lastSegment(added.path), group: { from, to }, before: removed.before, after: added.after };
}

/** A save in the owner's words: a move is one change of one dish; any other save, each document's change. */
export function describeChangeSet(entries: readonly AuditEntry[], lang: Lang): DescribedChange[] {
  const move = moveIn(entries);
  if (!move) return entries.map((entry) => describeChange(entry, lang));
  const group = (key: string) => groupName(key as MenuGroupKey, lang);
  // The moved dish goes to the end of its new group: its place is part of the move, not a change of its own.
  const lines = changedFieldLines(move.before, move.after, lang, ["order"]);
  return [
    {
      subject: itemName(move.after, lang, move.id),
      lines: [HISTORY_WORDS[lang].moved(group(move.group.from), group(move.group.to)), ...lines],
    },
  ];
}

/** When and by whom, as the owner reads it. */
export function changeMeta(entry: AuditEntry, lang: Lang): string {
  return `${momentLabel(lang, entry.when)} · ${HISTORY_WORDS[lang].who}: ${entry.who}`;
}

/** The most a confirmation lists; a larger change is summed up in the history. */
const SHOWN_LINES = 6;

/** What a save changed, as query parameters for the page the save redirects to ("sprememba"). */
export function changedQuery(entry: AuditEntry, lang: Lang, query = new URLSearchParams()): URLSearchParams {
  const { subject, lines } = describeChange(entry, lang);
  for (const line of lines.slice(0, SHOWN_LINES)) query.append(CHANGED_PARAMETER, `${subject}: ${line}`);
  return query;
}

export const CHANGED_PARAMETER = "sprememba";
