import { FirestoreError, isRecord } from "./errors";
import { type CallOptions, createRequester } from "./http";
import { documentsRoot, encodePathForUrl, relativePath } from "./resource-names";
import type { StructuredQuery } from "./structured-query";
import type { FirestoreDocument } from "./values";
import { type CommitResult, toRestWrite, type Write } from "./writes";

export interface FirestoreClientOptions {
  projectId: string;
  databaseId?: string;
  /** `host:port` of the local emulator; requests then go there over http as the owner. */
  emulatorHost?: string | undefined;
  /**
   * Production's OAuth token: a fixed one (e.g. `gcloud auth print-access-token`), or a function
   * asked on every call (a service account's, siteFirestoreClient). Without one, production
   * treats the calls as anonymous, and the project's rules refuse them.
   */
  accessToken?: string | ((signal: AbortSignal) => Promise<string>) | undefined;
  fetch?: typeof fetch;
  /** Per HTTP call. */
  timeoutMs?: number;
}

export interface FirestoreClient {
  /** `projects/{project}/databases/{database}/documents` */
  readonly root: string;
  /** Every document of a collection, following `nextPageToken` until the last page. */
  listDocuments(collectionPath: string, options?: CallOptions & { pageSize?: number }): Promise<FirestoreDocument[]>;
  /** Throws FirestoreError NOT_FOUND for a missing document. */
  getDocument(path: string, options?: CallOptions): Promise<FirestoreDocument>;
  /** `parentPath` is "" for top-level collections, or a document path for its subcollections. */
  runQuery(parentPath: string, query: StructuredQuery, options?: CallOptions): Promise<FirestoreDocument[]>;
  /** Applies the writes atomically; a write's precondition (currentDocument) failing fails them all. */
  commit(writes: readonly Write[], options?: CallOptions): Promise<CommitResult>;
}

const PRODUCTION_URL = "https://firestore.googleapis.com";

export function createFirestoreClient(options: FirestoreClientOptions): FirestoreClient {
  const { projectId, databaseId = "(default)", emulatorHost, accessToken, timeoutMs = 4000 } = options;
  const root = documentsRoot(projectId, databaseId);
  const encodedRoot = encodePathForUrl(root);
  // The emulator's owner token: it passes the rules there, as a service account's does in production.
  const token = emulatorHost ? "owner" : accessToken;
  const request = createRequester({
    baseUrl: emulatorHost ? emulatorBaseUrl(emulatorHost) : PRODUCTION_URL,
    headers: { accept: "application/json", ...(typeof token === "string" && { authorization: `Bearer ${token}` }) },
    token: typeof token === "function" ? token : undefined,
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

    async runQuery(parentPath, structuredQuery, { signal } = {}) {
      const answer = await request({
        method: "POST",
        resource: `${resourceOf(parentPath)}:runQuery`,
        body: { structuredQuery },
        signal,
      });
      return streamedEntries(answer).flatMap((entry) => (entry.document ? [expectDocument(entry.document)] : []));
    },

    async commit(writes, { signal } = {}) {
      const answer = await request({
        method: "POST",
        resource: `${encodedRoot}:commit`,
        body: { writes: writes.map((write) => toRestWrite(root, write)) },
        signal,
      });
      if (!isRecord(answer) || typeof answer.commitTime !== "string") throw malformed("commit answer without commitTime");
      return { commitTime: answer.commitTime, writeResults: arrayField(answer, "writeResults") };
    },
  };
}

function emulatorBaseUrl(host: string): string {
  return /^https?:\/\//.test(host) ? host.replace(/\/+$/, "") : `http://${host}`;
}

interface StreamedEntry {
  document?: unknown;
}

/** runQuery answers with a JSON array of entries. */
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
