import { FirestoreError, isRecord } from "./errors";
import { type CallOptions, createRequester } from "./http";
import { documentsRoot, encodePathForUrl, fullName, relativePath } from "./paths";
import type { StructuredQuery } from "./structured-query";
import type { FirestoreDocument } from "./values";
import { type CommitResult, toRestWrite, type Write } from "./writes";

export interface FirestoreClientOptions {
  projectId: string;
  databaseId?: string;
  /** `host:port` of the local emulator; requests then go there over http as the owner. */
  emulatorHost?: string | undefined;
  /** Sent as `?key=` to production. */
  apiKey?: string | undefined;
  /** An OAuth token (e.g. `gcloud auth print-access-token`) for writes to production. */
  accessToken?: string | undefined;
  fetch?: typeof fetch;
  /** Per HTTP call. */
  timeoutMs?: number;
}

interface ReadOptions extends CallOptions {
  transaction?: string | undefined;
}

export interface BatchGetResult {
  found: FirestoreDocument[];
  /** Relative paths of the documents that do not exist. */
  missing: string[];
}

export interface FirestoreClient {
  /** `projects/{project}/databases/{database}/documents` */
  readonly root: string;
  /** Every document of a collection, following `nextPageToken` until the last page. */
  listDocuments(collectionPath: string, options?: CallOptions & { pageSize?: number }): Promise<FirestoreDocument[]>;
  /** Throws FirestoreError NOT_FOUND for a missing document. */
  getDocument(path: string, options?: CallOptions): Promise<FirestoreDocument>;
  /** `parentPath` is "" for top-level collections, or a document path for its subcollections. */
  runQuery(parentPath: string, query: StructuredQuery, options?: ReadOptions): Promise<FirestoreDocument[]>;
  batchGet(paths: readonly string[], options?: ReadOptions): Promise<BatchGetResult>;
  commit(writes: readonly Write[], transaction?: string, options?: CallOptions): Promise<CommitResult>;
  beginTransaction(options?: CallOptions & { readOnly?: boolean; retryTransaction?: string }): Promise<string>;
  rollback(transaction: string, options?: CallOptions): Promise<void>;
}

const PRODUCTION_URL = "https://firestore.googleapis.com";

export function createFirestoreClient(options: FirestoreClientOptions): FirestoreClient {
  const { projectId, databaseId = "(default)", emulatorHost, apiKey, accessToken, timeoutMs = 4000 } = options;
  const root = documentsRoot(projectId, databaseId);
  const encodedRoot = encodePathForUrl(root);
  const token = emulatorHost ? "owner" : accessToken;
  const request = createRequester({
    baseUrl: emulatorHost ? emulatorBaseUrl(emulatorHost) : PRODUCTION_URL,
    headers: { accept: "application/json", ...(token && { authorization: `Bearer ${token}` }) },
    apiKey: emulatorHost ? undefined : apiKey,
    // Called detached: workerd rejects `fetch` invoked with a foreign `this`.
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    timeoutMs,
  });

  const resourceOf = (path: string) => {
    const relative = relativePath(path);
    return relative === "" ? encodedRoot : `${encodedRoot}/${encodePathForUrl(relative)}`;
  };

  return {
    root,

    async listDocuments(collectionPath, { pageSize, signal } = {}) {
      const documents: FirestoreDocument[] = [];
      let pageToken: string | undefined;
      do {
        const page = await request({
          method: "GET",
          resource: resourceOf(collectionPath),
          query: { pageSize, pageToken },
          signal,
        });
        documents.push(...arrayField<FirestoreDocument>(page, "documents"));
        pageToken = isRecord(page) && typeof page.nextPageToken === "string" ? page.nextPageToken : undefined;
      } while (pageToken);
      return documents;
    },

    async getDocument(path, { signal } = {}) {
      const document = await request({ method: "GET", resource: resourceOf(path), signal });
      return expectDocument(document);
    },

    async runQuery(parentPath, structuredQuery, { transaction, signal } = {}) {
      const answer = await request({
        method: "POST",
        resource: `${resourceOf(parentPath)}:runQuery`,
        body: { structuredQuery, ...(transaction && { transaction }) },
        signal,
      });
      return streamedEntries(answer).flatMap((entry) => (entry.document ? [expectDocument(entry.document)] : []));
    },

    async batchGet(paths, { transaction, signal } = {}) {
      if (paths.length === 0) return { found: [], missing: [] };
      const answer = await request({
        method: "POST",
        resource: `${encodedRoot}:batchGet`,
        body: { documents: paths.map((path) => fullName(root, path)), ...(transaction && { transaction }) },
        signal,
      });
      const result: BatchGetResult = { found: [], missing: [] };
      for (const entry of streamedEntries(answer)) {
        if (entry.found) result.found.push(expectDocument(entry.found));
        else if (typeof entry.missing === "string") result.missing.push(relativePath(entry.missing));
      }
      return result;
    },

    async commit(writes, transaction, { signal } = {}) {
      const answer = await request({
        method: "POST",
        resource: `${encodedRoot}:commit`,
        body: { writes: writes.map((write) => toRestWrite(root, write)), ...(transaction && { transaction }) },
        signal,
      });
      if (!isRecord(answer) || typeof answer.commitTime !== "string") throw malformed("commit answer without commitTime");
      return { commitTime: answer.commitTime, writeResults: arrayField(answer, "writeResults") };
    },

    async beginTransaction({ readOnly, retryTransaction, signal } = {}) {
      const mode = readOnly ? { readOnly: {} } : { readWrite: retryTransaction ? { retryTransaction } : {} };
      const answer = await request({
        method: "POST",
        resource: `${encodedRoot}:beginTransaction`,
        body: { options: mode },
        signal,
      });
      if (!isRecord(answer) || typeof answer.transaction !== "string") throw malformed("no transaction id");
      return answer.transaction;
    },

    async rollback(transaction, { signal } = {}) {
      await request({ method: "POST", resource: `${encodedRoot}:rollback`, body: { transaction }, signal });
    },
  };
}

function emulatorBaseUrl(host: string): string {
  return /^https?:\/\//.test(host) ? host.replace(/\/+$/, "") : `http://${host}`;
}

interface StreamedEntry {
  document?: unknown;
  found?: unknown;
  missing?: unknown;
}

/** runQuery and batchGet answer with a JSON array of entries. */
function streamedEntries(answer: unknown): StreamedEntry[] {
  if (!Array.isArray(answer)) throw malformed("expected a JSON array");
  return answer.filter(isRecord);
}

function arrayField<T>(answer: unknown, field: string): T[] {
  if (!isRecord(answer)) throw malformed("expected a JSON object");
  const value = answer[field];
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw malformed(`${field} is not an array`);
  return value as T[];
}

function expectDocument(value: unknown): FirestoreDocument {
  if (!isRecord(value) || typeof value.name !== "string") throw malformed("document without a name");
  return value as unknown as FirestoreDocument;
}

function malformed(message: string): FirestoreError {
  return new FirestoreError({ status: "DATA_LOSS", message: `unexpected Firestore answer: ${message}`, httpStatus: 200 });
}
