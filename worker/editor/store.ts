import { datasetOf, versionBump } from "../data/data-versions";
import type { DatasetName } from "../data/datasets";
import { COLLECTION, documentPathIn, fromCollection } from "../data/firestore-paths";
import { listCollectionDocuments } from "../data/sources";
import type { FirestoreClient } from "../firestore/client";
import { FirestoreError } from "../firestore/errors";
import { lastSegment, relativePath } from "../firestore/paths";
import { decodeDocument, type DecodedFields, encodeFields, type EncodableValue, type FirestoreDocument } from "../firestore/values";
import type { Write } from "../firestore/writes";

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
export async function saveChange(client: FirestoreClient, change: Change, now = Date.now()): Promise<AuditEntry> {
  const [entry] = await saveChanges(client, [change], now);
  if (!entry) throw new Error("saveChanges returned no entry");
  return entry;
}

/**
 * Several changes (a move: one document deleted, one created) in one commit, each with its own
 * precondition and audit entry: all are written, or none. The entries share a set, the id of the
 * first, by which the history shows them as one change and undo reverts them together.
 */
export async function saveChanges(client: FirestoreClient, changes: readonly Change[], now = Date.now()): Promise<AuditEntry[]> {
  const currents = await Promise.all(
    changes.map(async (change) => (change.current?.path === change.path ? change.current : readDocument(client, change.path))),
  );
  const writes: Write[] = [];
  const set = auditId(now);
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
          fields: encodeFields({ who: entry.who, when: new Date(now), path: entry.path, before: entry.before, after: entry.after, set }),
        },
        currentDocument: { exists: false },
      },
    );
    return entry;
  });
  // The same commit counts the change of each dataset it touches: the cron re-reads only those.
  const datasets = changes.map((change) => datasetOf(change.path)).filter((name): name is DatasetName => name !== null);
  if (datasets.length > 0) writes.push(versionBump(datasets));
  try {
    await client.commit(writes);
  } catch (error) {
    if (error instanceof FirestoreError && CONFLICT_STATUSES.has(error.status)) {
      const latest = await Promise.all(changes.map((change) => readDocument(client, change.path)));
      const changed = latest.find((document, index) => document.updateTime !== changes[index]?.expectedUpdateTime);
      throw new EditConflict(changed ?? latest[0] ?? missingDocument(changes[0]?.path ?? ""));
    }
    throw error;
  }
  return entries;
}

function pick(data: Record<string, EncodableValue>, fields: readonly string[]): Record<string, EncodableValue> {
  return Object.fromEntries(fields.map((field) => [field, data[field] ?? null]));
}

function auditEntry(document: FirestoreDocument): AuditEntry | null {
  const { id, data } = decodeDocument(document);
  if (typeof data.who !== "string" || typeof data.when !== "string" || typeof data.path !== "string") return null;
  const fields = (value: unknown) => (value && typeof value === "object" && !Array.isArray(value) ? (value as DecodedFields) : null);
  const set = typeof data.set === "string" ? data.set : null;
  return { id, who: data.who, when: data.when, path: data.path, before: fields(data.before), after: fields(data.after), set };
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
const setKey = (entry: AuditEntry): string => entry.set ?? entry.id;

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

/** The latest change of one document. */
async function lastChangeOf(client: FirestoreClient, path: string): Promise<AuditEntry | null> {
  const entries = await entriesWhere(client, "path", relativePath(path));
  return entries.sort((a, b) => (a.id < b.id ? 1 : -1))[0] ?? null;
}

/** What of a document's earlier fields can still be put back (a photo whose files are gone cannot). */
export type Restorable = (before: DecodedFields | null) => Promise<DecodedFields | null>;

/**
 * Puts back the document as it was before its last change, as a change of its own (audited, on
 * condition that nobody saved it since); when that change wrote several documents (a move), all
 * of them, in one commit. null: the document has no recorded change. EditConflict: a document of
 * the set has been changed since, and nothing is written.
 */
export async function undoLastChange(
  client: FirestoreClient,
  path: string,
  who: string,
  now = Date.now(),
  restorable: Restorable = async (before) => before,
): Promise<AuditEntry[] | null> {
  const last = await lastChangeOf(client, path);
  if (!last) return null;
  const set = last.set === null ? [last] : await entriesWhere(client, "set", last.set);
  if (set.length > 1) {
    // Undoing a set over a document's later change would throw that change away.
    const latest = await Promise.all(set.map(async (entry) => (entry.path === last.path ? last : lastChangeOf(client, entry.path))));
    const changed = set.find((entry, index) => latest[index]?.set !== last.set);
    if (changed) throw new EditConflict(await readDocument(client, changed.path));
  }
  const changes = await Promise.all(
    set.map(async (entry): Promise<Change> => {
      const current = await readDocument(client, entry.path);
      return { path: entry.path, expectedUpdateTime: current.updateTime, after: await restorable(entry.before), who, current };
    }),
  );
  return saveChanges(client, changes, now);
}
