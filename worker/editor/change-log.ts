import { datasetOf, changeCountBump } from "../data/change-counts";
import type { DatasetName } from "../data/datasets";
import { COLLECTION, documentPathIn, fromCollection } from "../data/database-layout";
import { listCollectionDocuments } from "../data/sources";
import type { FirestoreClient } from "../firestore/client";
import { FirestoreError } from "../firestore/errors";
import { lastSegment, relativePath } from "../firestore/resource-names";
import { decodeDocument, type DecodedFields, encodeFields, type EncodableValue, type FirestoreDocument } from "../firestore/values";
import type { CommitResult, Write } from "../firestore/writes";

/** A document as the editor edits it: its fields and the version they were read at. */
export interface StoredDocument {
  path: string;
  id: string;
  /** null: the document does not exist. */
  updateTime: string | null;
  data: DecodedFields;
}

export interface AuditEntry {
  id: string;
  who: string;
  when: string;
  path: string;
  before: DecodedFields | null;
  after: DecodedFields | null;
  /** The save it was written by: every entry of one saveChanges shares it. null: an entry from before sets were kept. */
  set: string | null;
  /**
   * The version the change left its document at; null: it deleted the document. Read back from
   * the history it is the entry's commit time, which a write that changed nothing did not give
   * its document.
   */
  version: string | null;
  /** The change (its set key) this entry's save undid; null: a change of its own. */
  undoes: string | null;
}

/** Someone else saved the document since it was read: nothing was written. */
export class EditConflict extends Error {
  override name = "EditConflict";
  constructor(readonly current: StoredDocument) {
    super(`${current.path} changed since it was read`);
  }
}

export function stored(document: FirestoreDocument): StoredDocument {
  const decoded = decodeDocument(document);
  return { path: decoded.path, id: decoded.id, updateTime: decoded.updateTime, data: decoded.data };
}

/** A document that does not exist, as the editor shows it: no version, no fields. */
export function missingDocument(path: string): StoredDocument {
  return { path, id: lastSegment(path), updateTime: null, data: {} };
}

export async function readDocument(client: FirestoreClient, path: string): Promise<StoredDocument> {
  try {
    return stored(await client.getDocument(path));
  } catch (error) {
    if (error instanceof FirestoreError && error.status === "NOT_FOUND") return missingDocument(path);
    throw error;
  }
}

export async function listCollection(client: FirestoreClient, path: string): Promise<StoredDocument[]> {
  return (await listCollectionDocuments(client, path)).map(stored);
}

const CONFLICT_STATUSES = new Set(["FAILED_PRECONDITION", "ALREADY_EXISTS", "NOT_FOUND", "ABORTED"]);

function auditId(now: number, index = 0): string {
  // Sorts by time as text; the random tail keeps two saves in one millisecond apart.
  return `${now.toString(36).padStart(9, "0")}-${index}${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * A one-time key for a form that creates something, made when the form is shown: its save's set
 * id (and first audit entry's), written on condition that it does not exist yet. The same form
 * sent again meets its own entry, and is answered with the first save.
 */
export const newSaveKey = (): string => auditId(Date.now());

export const isSaveKey = (text: string): boolean => /^[0-9a-z]{9}-0[0-9a-f]{8}$/.test(text);

export interface Change {
  path: string;
  /** The version the editor showed; null: the document is new. */
  expectedUpdateTime: string | null;
  /** The fields after the change; null deletes the document. */
  after: Record<string, EncodableValue> | null;
  /** Only these fields are written (the others stay as stored); the whole document without it. */
  fields?: string[];
  who: string;
  /** The document as this request has just read it, so that the save need not read it again. */
  current?: StoredDocument;
}

/**
 * Writes a change, its audit entry and the bump of its dataset's version in one commit, on condition that the document is still
 * the version the editor showed (its updateTime, or that it does not exist yet). When another
 * save came first nothing is written and EditConflict carries the current document.
 */
export async function saveChange(client: FirestoreClient, change: Change, options: SaveOptions = {}): Promise<AuditEntry> {
  const [entry] = await saveChanges(client, [change], options);
  if (!entry) throw new Error("saveChanges returned no entry");
  return entry;
}

export interface SaveOptions {
  now?: number;
  /** The form's one-time key (`newSaveKey`): a save already made with it is answered, not made again. */
  key?: string;
  /** The change (its set key) this save undoes, recorded in each entry. */
  undoes?: string;
}

/**
 * Several changes (a move: one document deleted, one created) in one commit, each with its own
 * precondition and audit entry: all are written, or none. The entries share a set, the id of the
 * first, by which the history shows them as one change and undo reverts them together. With a
 * key that has saved already, nothing is written and that save's entries are the answer.
 */
export async function saveChanges(client: FirestoreClient, changes: readonly Change[], options: SaveOptions = {}): Promise<AuditEntry[]> {
  try {
    return await commitChanges(client, changes, options);
  } catch (error) {
    const saved = error instanceof EditConflict && options.key ? await savedWith(client, options.key) : null;
    if (saved) return saved;
    throw error;
  }
}

/** The entries of the save made with a one-time key, its first entry first; null: none was. */
export async function savedWith(client: FirestoreClient, key: string): Promise<AuditEntry[] | null> {
  const entries = await entriesWhere(client, "set", key);
  return entries.length > 0 ? entries.sort((a, b) => (a.id === key ? -1 : b.id === key ? 1 : 0)) : null;
}

async function commitChanges(
  client: FirestoreClient,
  changes: readonly Change[],
  { now = Date.now(), key, undoes }: SaveOptions,
): Promise<AuditEntry[]> {
  const currents = await Promise.all(
    changes.map(async (change) => (change.current?.path === change.path ? change.current : readDocument(client, change.path))),
  );
  const writes: Write[] = [];
  const set = key ?? auditId(now);
  const entries = changes.map((change, index): AuditEntry => {
    const current = currents[index] ?? missingDocument(change.path);
    if (current.updateTime !== change.expectedUpdateTime) throw new EditConflict(current);
    const precondition = change.expectedUpdateTime === null ? { exists: false } : { updateTime: change.expectedUpdateTime };
    const before = current.updateTime === null ? null : current.data;
    const after: Record<string, EncodableValue> | null =
      change.after && change.fields ? { ...(before ?? {}), ...pick(change.after, change.fields) } : change.after;
    const entry: AuditEntry = {
      id: index === 0 ? set : auditId(now, index),
      who: change.who,
      when: new Date(now).toISOString(),
      path: change.path,
      before,
      after: after as DecodedFields | null,
      set,
      version: null,
      undoes: undoes ?? null,
    };
    writes.push(
      after === null
        ? { delete: change.path, currentDocument: precondition }
        : {
            update: { path: change.path, fields: encodeFields(change.fields ? pick(change.after ?? {}, change.fields) : after) },
            ...(change.fields && { updateMask: change.fields }),
            currentDocument: precondition,
          },
      {
        update: {
          path: documentPathIn(COLLECTION.audit, entry.id),
          fields: encodeFields({
            who: entry.who,
            when: new Date(now),
            path: entry.path,
            before: entry.before,
            after: entry.after,
            set,
            ...(undoes !== undefined && { undoes }),
          }),
        },
        currentDocument: { exists: false },
      },
    );
    return entry;
  });
  // The same commit counts the change of each dataset it touches: the cron re-reads only those.
  const datasets = changes.map((change) => datasetOf(change.path)).filter((name): name is DatasetName => name !== null);
  if (datasets.length > 0) writes.push(changeCountBump(datasets));
  let committed: CommitResult;
  try {
    committed = await client.commit(writes);
  } catch (error) {
    if (error instanceof FirestoreError && CONFLICT_STATUSES.has(error.status)) {
      const latest = await Promise.all(changes.map((change) => readDocument(client, change.path)));
      const changed = latest.find((document, index) => document.updateTime !== changes[index]?.expectedUpdateTime);
      throw new EditConflict(changed ?? latest[0] ?? missingDocument(changes[0]?.path ?? ""));
    }
    throw error;
  }
  // Each document's write comes before its entry's: its result is the version it now has.
  return entries.map((entry, index) => ({
    ...entry,
    version: entry.after === null ? null : (committed.writeResults[index * 2]?.updateTime ?? committed.commitTime),
  }));
}

function pick(data: Record<string, EncodableValue>, fields: readonly string[]): Record<string, EncodableValue> {
  return Object.fromEntries(fields.map((field) => [field, data[field] ?? null]));
}

function auditEntry(document: FirestoreDocument): AuditEntry | null {
  const { id, data, updateTime } = decodeDocument(document);
  if (typeof data.who !== "string" || typeof data.when !== "string" || typeof data.path !== "string") return null;
  const fields = (value: unknown) => (value && typeof value === "object" && !Array.isArray(value) ? (value as DecodedFields) : null);
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const after = fields(data.after);
  return {
    id,
    who: data.who,
    when: data.when,
    path: data.path,
    before: fields(data.before),
    after,
    set: text(data.set),
    version: after === null ? null : updateTime,
    undoes: text(data.undoes),
  };
}

/** The latest changes, newest first. */
export async function recentChanges(client: FirestoreClient, limit = 20): Promise<AuditEntry[]> {
  const documents = await client.runQuery("", {
    from: [fromCollection(COLLECTION.audit)],
    orderBy: [{ field: { fieldPath: "when" }, direction: "DESCENDING" }],
    limit,
  });
  return documents.map(auditEntry).filter((entry): entry is AuditEntry => entry !== null);
}

/** The key a change is shown and undone by: its set, or the entry alone when it has none. */
export const setKey = (entry: AuditEntry): string => entry.set ?? entry.id;

/** The latest saves, newest first, each as the entries it wrote (a move: two). */
export async function recentChangeSets(client: FirestoreClient, limit = 20): Promise<AuditEntry[][]> {
  const entries = await recentChanges(client, limit);
  const sets = new Map<string, AuditEntry[]>();
  for (const entry of entries) sets.set(setKey(entry), [...(sets.get(setKey(entry)) ?? []), entry]);
  const grouped = [...sets.values()];
  // A full page may have cut its oldest save in two: that one is read whole.
  const oldest = grouped.at(-1)?.[0];
  if (entries.length === limit && oldest?.set) grouped[grouped.length - 1] = await entriesWhere(client, "set", oldest.set);
  return grouped;
}

/** Every change made since `since` (ms): a range on `when`, which its single-field index serves. */
export async function changesSince(client: FirestoreClient, since: number): Promise<AuditEntry[]> {
  const documents = await client.runQuery("", {
    from: [fromCollection(COLLECTION.audit)],
    where: {
      fieldFilter: { field: { fieldPath: "when" }, op: "GREATER_THAN_OR_EQUAL", value: { timestampValue: new Date(since).toISOString() } },
    },
  });
  return documents.map(auditEntry).filter((entry): entry is AuditEntry => entry !== null);
}

/** The entries whose field equals the text (an equality filter only, so no composite index is needed). */
async function entriesWhere(client: FirestoreClient, field: "path" | "set", value: string): Promise<AuditEntry[]> {
  const documents = await client.runQuery("", {
    from: [fromCollection(COLLECTION.audit)],
    where: { fieldFilter: { field: { fieldPath: field }, op: "EQUAL", value: { stringValue: value } } },
  });
  return documents.map(auditEntry).filter((entry): entry is AuditEntry => entry !== null);
}

/** The latest change of one document: by the time it was written (a keyed save's id is the time its form was shown). */
async function lastChangeOf(client: FirestoreClient, path: string): Promise<AuditEntry | null> {
  const entries = await entriesWhere(client, "path", relativePath(path));
  const newestFirst = (a: AuditEntry, b: AuditEntry) => b.when.localeCompare(a.when) || b.id.localeCompare(a.id);
  return entries.sort(newestFirst)[0] ?? null;
}

/** The entries of one change, by its set key: a set, or an entry from before sets were kept. */
async function changeByKey(client: FirestoreClient, key: string): Promise<AuditEntry[]> {
  const set = await entriesWhere(client, "set", key);
  if (set.length > 0) return set;
  try {
    const alone = auditEntry(await client.getDocument(documentPathIn(COLLECTION.audit, key)));
    return alone && alone.set === null ? [alone] : [];
  } catch (error) {
    if (error instanceof FirestoreError && error.status === "NOT_FOUND") return [];
    throw error;
  }
}

/** What of a document's earlier fields can still be put back (a photo whose files are gone cannot). */
export type Restorable = (before: DecodedFields | null) => Promise<DecodedFields | null>;

/** What an undo form names: the change it was shown, and the version it showed each document at. */
export interface UndoRequest {
  /** The change's set key; null: the latest change of the one document in `versions` (a document's own page). */
  set: string | null;
  /** Document path → the version shown (null: the document did not exist). */
  versions: ReadonlyMap<string, string | null>;
}

export type UndoOutcome =
  | { kind: "undone"; entries: AuditEntry[] }
  /** The change was undone before (the same undo sent again): nothing is written. */
  | { kind: "alreadyUndone" }
  /** A document of the change has a newer change, named here: nothing is written. */
  | { kind: "stale"; newer: AuditEntry }
  /** A document is no longer as the change left it, with no newer change recorded (an edit in the console). */
  | { kind: "changed" }
  /** No such change. */
  | { kind: "nothing" };

/** A change that wrote the document as it was: its version stayed, so only its content says it is unchanged. */
const changedNothing = (entry: AuditEntry) => stableText(entry.before) === stableText(entry.after);

function stableText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableText).join(",")}]`;
  if (value && typeof value === "object") {
    const fields = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${fields.map(([name, field]) => `${JSON.stringify(name)}:${stableText(field)}`).join(",")}}`;
  }
  return value === undefined ? "undefined" : JSON.stringify(value);
}

/**
 * The change a document's own page means: the latest, made while the document is at the version
 * the page showed. After an undo of that very change, the change the undo undid (so that the same
 * undo sent again is known as such); after any other newer change, that change stands in the way.
 */
async function meantChange(client: FirestoreClient, path: string, shown: string | null): Promise<string | UndoOutcome> {
  const last = await lastChangeOf(client, path);
  if (!last) return { kind: "nothing" };
  if (last.version === shown || changedNothing(last)) return setKey(last);
  if (last.undoes !== null) {
    const undone = (await changeByKey(client, last.undoes)).find((entry) => entry.path === last.path);
    if (undone?.version === shown) return last.undoes;
  }
  return { kind: "stale", newer: last };
}

/** Whether the change is still the latest of each of its documents, and what stands in its way if not. */
async function standing(client: FirestoreClient, key: string, entries: readonly AuditEntry[]): Promise<UndoOutcome | null> {
  const latest = await Promise.all(entries.map((entry) => lastChangeOf(client, entry.path)));
  if (latest.some((entry) => entry?.undoes === key)) return { kind: "alreadyUndone" };
  const newer = latest.find((entry) => entry !== null && setKey(entry) !== key);
  return newer ? { kind: "stale", newer } : null;
}

/**
 * Puts back the documents of one change as they were before it, as a change of its own (audited,
 * recording what it undid), in one commit. Only while the change is the latest of every document
 * it wrote and each is still at the version the form showed: else nothing is written, and the
 * outcome says why (undone already, a newer change, an edit outside the editor).
 */
export async function undoChange(
  client: FirestoreClient,
  request: UndoRequest,
  who: string,
  { now = Date.now(), restorable = async (before) => before }: { now?: number; restorable?: Restorable } = {},
): Promise<UndoOutcome> {
  const [only] = request.versions;
  const meant = request.set ?? (only && request.versions.size === 1 ? await meantChange(client, only[0], only[1]) : null);
  if (meant === null || typeof meant !== "string") return meant ?? { kind: "nothing" };
  const key = meant;
  const entries = await changeByKey(client, key);
  if (entries.length === 0) return { kind: "nothing" };
  const standsInTheWay = await standing(client, key, entries);
  if (standsInTheWay) return standsInTheWay;
  // Another request may write between the check above and the reads or the commit below (the same
  // undo sent twice at once): the change log then says which it was.
  const overtaken = async (): Promise<UndoOutcome> => (await standing(client, key, entries)) ?? { kind: "changed" };
  const currents = await Promise.all(entries.map((entry) => readDocument(client, entry.path)));
  const asLeft = entries.every((entry, index) => {
    const shown = request.versions.has(entry.path) ? request.versions.get(entry.path) : entry.version;
    return currents[index]?.updateTime === shown || (changedNothing(entry) && entry.after !== null);
  });
  if (!asLeft) return overtaken();
  const changes = await Promise.all(
    entries.map(async (entry, index): Promise<Change> => {
      const current = currents[index] ?? missingDocument(entry.path);
      return { path: entry.path, expectedUpdateTime: current.updateTime, after: await restorable(entry.before), who, current };
    }),
  );
  try {
    return { kind: "undone", entries: await saveChanges(client, changes, { now, undoes: key }) };
  } catch (error) {
    if (!(error instanceof EditConflict)) throw error;
    return overtaken();
  }
}
