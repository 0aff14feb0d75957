// Firestore's billing as the day tier counts it (tests/support/billing-proxy.ts); no Node
// imports, so that the simulation inside workerd shares these types.
import { ALL_MENU_ITEMS, COLLECTION } from "../../worker/data/database-layout";

/**
 * What Firestore would bill, per dataset: documents read, writes (every write of a commit,
 * a delete included), and of those the deletes and the writes that only apply transforms (a
 * counter's increment). `calls` counts HTTP calls, whatever they were billed.
 */
export interface BillingCounts {
  reads: Record<string, number>;
  writes: Record<string, number>;
  deletes: Record<string, number>;
  transformOnlyWrites: Record<string, number>;
  calls: Record<string, number>;
}

/** One call the proxy forwarded, with what it was billed (kept for reading a scenario's calls back). */
export interface BilledCall {
  /** 1 for the first call after a reset, then one more for each. */
  seq: number;
  method: string;
  /** The URL path after `/documents`, decoded (`/obvestila`, `:runQuery`, `/hrana/x/items/2`). */
  path: string;
  dataset: string;
  status: number;
  reads: number;
  writes: number;
}

export interface BillingReport {
  counts: BillingCounts;
  /** The seq of the latest call (0: none since the reset). */
  lastCall: number;
  /** Over HTTP only when asked for (`?calls=1`, and `&after=<seq>` for the later ones alone), oldest first; the latest 2,000 at most. */
  calls?: BilledCall[];
}

/**
 * The proxy's own paths, answered by it and never forwarded: `GET` the report, `POST …/reset`
 * zeroes it.
 */
export const BILLING_PATH = "/__billing";
export const BILLING_RESET_PATH = "/__billing/reset";

/**
 * The dataset a document or collection path belongs to: its first segment. The menu's items
 * (`hrana/{group}/items/{id}`) are under `hrana`; `urejanja` is the editor's audit log and
 * `stanje` holds the change counters; anything else is reported under its own name.
 */
export function datasetOfPath(path: string): string {
  const relative = path.replace(/^.*?\/documents(?=\/|$)/, "").replace(/^\/+/, "");
  return relative.split("/")[0] || "(root)";
}

/** A collection queried by id: `items` (the collection-group query over every menu group) is `hrana`. */
function datasetOfCollection(collectionId: string): string {
  return collectionId === ALL_MENU_ITEMS.collectionId ? COLLECTION.menu : collectionId;
}

export interface Billed {
  dataset: string;
  reads: Record<string, number>;
  writes: Record<string, number>;
  deletes: Record<string, number>;
  transformOnlyWrites: Record<string, number>;
}

export const add = (counts: Record<string, number>, key: string, n = 1) => {
  if (n !== 0) counts[key] = (counts[key] ?? 0) + n;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const recordsOf = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/** The write's document, from `update.name`, `delete` or a transform's `document`. */
function writtenPath(write: Record<string, unknown>): string {
  if (isRecord(write.update) && typeof write.update.name === "string") return write.update.name;
  if (typeof write.delete === "string") return write.delete;
  if (isRecord(write.transform) && typeof write.transform.document === "string") return write.transform.document;
  return "";
}

/** A write that changes no field itself: a transform, or an update whose mask is empty (its transforms alone apply). */
function transformOnly(write: Record<string, unknown>): boolean {
  if (isRecord(write.transform)) return true;
  if (!isRecord(write.update) || !Array.isArray(write.updateTransforms) || write.updateTransforms.length === 0) return false;
  return isRecord(write.updateMask) && Array.isArray(write.updateMask.fieldPaths) && write.updateMask.fieldPaths.length === 0;
}

/**
 * Bills one call as Firestore does: a document's GET is one read (a missing document's too);
 * a listing or a query, one read per document returned and one when none is; a batchGet, one
 * per document found or missing; a commit, one write per write.
 */
export function bill(method: string, path: string, requestBody: string, status: number, responseBody: string): Billed {
  const billed: Billed = { dataset: datasetOfPath(path), reads: {}, writes: {}, deletes: {}, transformOnlyWrites: {} };
  const ok = status >= 200 && status < 300;
  const action = /:(\w+)$/.exec(path)?.[1];
  const resource = path.replace(/:\w+$/, "");
  const segments = resource.split("/").filter(Boolean);

  if (method === "POST" && action === "runQuery") {
    const query = parseJson(requestBody);
    const from = isRecord(query) && isRecord(query.structuredQuery) ? recordsOf(query.structuredQuery.from)[0] : undefined;
    const collection = typeof from?.collectionId === "string" ? from.collectionId : "";
    billed.dataset = segments.length > 0 ? datasetOfPath(resource) : datasetOfCollection(collection);
    if (ok)
      add(billed.reads, billed.dataset, Math.max(1, recordsOf(parseJson(responseBody)).filter((entry) => isRecord(entry.document)).length));
    return billed;
  }
  if (method === "POST" && action === "batchGet") {
    const request = parseJson(requestBody);
    const asked = isRecord(request) && Array.isArray(request.documents) ? request.documents.filter((name) => typeof name === "string") : [];
    billed.dataset = asked[0] === undefined ? billed.dataset : datasetOfPath(asked[0]);
    if (!ok) return billed;
    for (const entry of recordsOf(parseJson(responseBody))) {
      const name = isRecord(entry.found) && typeof entry.found.name === "string" ? entry.found.name : entry.missing;
      if (typeof name === "string") add(billed.reads, datasetOfPath(name));
    }
    return billed;
  }
  if (method === "POST" && action === "commit") {
    const request = parseJson(requestBody);
    const writes = isRecord(request) ? recordsOf(request.writes) : [];
    billed.dataset = writes[0] ? datasetOfPath(writtenPath(writes[0])) : billed.dataset;
    if (!ok) return billed;
    for (const write of writes) {
      const dataset = datasetOfPath(writtenPath(write));
      add(billed.writes, dataset);
      if (typeof write.delete === "string") add(billed.deletes, dataset);
      if (transformOnly(write)) add(billed.transformOnlyWrites, dataset);
    }
    return billed;
  }
  if (action !== undefined) return billed;
  // Below the documents root, an odd number of segments names a collection, an even one a document.
  const isCollection = segments.length % 2 === 1;
  if (method === "GET") {
    if (isCollection && ok) {
      const answer = parseJson(responseBody);
      add(billed.reads, billed.dataset, Math.max(1, isRecord(answer) ? recordsOf(answer.documents).length : 0));
    } else if (!isCollection && (ok || status === 404)) add(billed.reads, billed.dataset);
  } else if (ok && (method === "PATCH" || method === "DELETE" || (method === "POST" && isCollection))) {
    add(billed.writes, billed.dataset);
    if (method === "DELETE") add(billed.deletes, billed.dataset);
  }
  return billed;
}

export const emptyCounts = (): BillingCounts => ({ reads: {}, writes: {}, deletes: {}, transformOnlyWrites: {}, calls: {} });
