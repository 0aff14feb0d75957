import { describe, expect, it, vi } from "vitest";
import { createFirestoreClient, type FirestoreClientOptions } from "../../worker/firestore/client";
import { FirestoreError } from "../../worker/firestore/errors";

interface Recorded {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = Response | ((request: Recorded, signal: AbortSignal | undefined) => Response | Promise<Response>);

/** A fetch that answers from a queue and records what it was asked. */
function fakeFetch(...replies: Reply[]) {
  const requests: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Recorded = {
      method: init?.method ?? "GET",
      url: new URL(input instanceof Request ? input.url : input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected request ${request.method} ${request.url}`);
    return typeof reply === "function" ? reply(request, init?.signal ?? undefined) : reply;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const ROOT = "projects/demo/databases/(default)/documents";
const doc = (path: string) => ({ name: `${ROOT}/${path}`, fields: {}, createTime: "t", updateTime: "t" });

function client(fetch: typeof globalThis.fetch, options: Partial<FirestoreClientOptions> = {}) {
  return createFirestoreClient({ projectId: "demo", emulatorHost: "127.0.0.1:8181", fetch, ...options });
}

async function caught(promise: Promise<unknown>): Promise<FirestoreError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(FirestoreError);
    return error as FirestoreError;
  }
  throw new Error("expected a FirestoreError");
}

describe("requests", () => {
  it("talks to the emulator over http as the owner", async () => {
    const { fetch, requests } = fakeFetch(json(doc("boni/107")));
    await client(fetch, { accessToken: "ignored-on-the-emulator" }).getDocument("boni/107");
    expect(requests[0]?.url.toString()).toBe(`http://127.0.0.1:8181/v1/${ROOT}/boni/107`);
    expect(requests[0]?.headers.authorization).toBe("Bearer owner");
  });

  it("talks to production with the access token, asked for on every call", async () => {
    const { fetch, requests } = fakeFetch(json({ documents: [] }), json(doc("boni/1")));
    const tokens = ["first", "second"];
    const production = createFirestoreClient({
      projectId: "grill",
      databaseId: "menu",
      accessToken: async () => tokens.shift() ?? "",
      fetch,
    });
    await production.listDocuments("hrana/hpalačinke/items", { pageSize: 50 });
    const url = requests[0]?.url;
    expect(url?.origin).toBe("https://firestore.googleapis.com");
    expect(url?.pathname).toBe("/v1/projects/grill/databases/menu/documents/hrana/hpala%C4%8Dinke/items");
    expect(url?.search).toBe("?pageSize=50");
    expect(requests[0]?.headers.authorization).toBe("Bearer first");
    await production.getDocument("boni/1");
    expect(requests[1]?.headers.authorization).toBe("Bearer second");
  });

  it("fails a call whose token cannot be had, without sending it", async () => {
    const { fetch, requests } = fakeFetch();
    const refused = new FirestoreError({ status: "UNAUTHENTICATED", message: "refused", httpStatus: 400 });
    const production = createFirestoreClient({ projectId: "grill", accessToken: () => Promise.reject(refused), fetch });
    await expect(production.getDocument("boni/1")).rejects.toBe(refused);
    expect(requests).toEqual([]);
  });

  it("follows nextPageToken until the last page", async () => {
    const { fetch, requests } = fakeFetch(
      json({ documents: [doc("boni/1"), doc("boni/2")], nextPageToken: "p2" }),
      json({ documents: [doc("boni/3")], nextPageToken: "p3" }),
      json({}),
    );
    const documents = await client(fetch).listDocuments("boni", { pageSize: 2 });
    expect(documents.map((document) => document.name)).toEqual([1, 2, 3].map((id) => `${ROOT}/boni/${id}`));
    expect(requests.map((request) => request.url.searchParams.get("pageToken"))).toEqual([null, "p2", "p3"]);
  });

  it("sends runQuery to the parent and keeps only the documents of the stream", async () => {
    const { fetch, requests } = fakeFetch(
      json([
        { document: doc("boni/107"), readTime: "t" },
        { readTime: "t", done: true },
      ]),
    );
    const query = { from: [{ collectionId: "boni" }], orderBy: [{ field: { fieldPath: "order" } }], limit: 5 };
    const documents = await client(fetch).runQuery("", query);
    expect(documents).toHaveLength(1);
    expect(requests[0]?.url.pathname).toBe(`/v1/${ROOT}:runQuery`);
    expect(requests[0]?.body).toEqual({ structuredQuery: query });
  });

  it("turns writes into their REST form", async () => {
    const { fetch, requests } = fakeFetch(json({ commitTime: "t", writeResults: [{}, {}, {}] }));
    await client(fetch).commit([
      {
        update: { path: "boni/107", fields: { order: { integerValue: "1" } } },
        updateMask: ["order"],
        currentDocument: { exists: true },
      },
      { delete: "boni/108", currentDocument: { updateTime: "2026-01-01T00:00:00Z" } },
    ]);
    expect(requests[0]?.body).toEqual({
      writes: [
        {
          update: { name: `${ROOT}/boni/107`, fields: { order: { integerValue: "1" } } },
          updateMask: { fieldPaths: ["order"] },
          currentDocument: { exists: true },
        },
        { delete: `${ROOT}/boni/108`, currentDocument: { updateTime: "2026-01-01T00:00:00Z" } },
      ],
    });
  });
});

describe("errors", () => {
  it("carries Firestore's error body and the HTTP status", async () => {
    const body = { code: 404, message: "Document not found.", status: "NOT_FOUND" };
    const { fetch } = fakeFetch(json({ error: body }, 404));
    const error = await caught(client(fetch).getDocument("boni/1"));
    expect(error).toMatchObject({ status: "NOT_FOUND", code: 404, httpStatus: 404, message: "Document not found." });
    expect(error.body).toEqual(body);
  });

  it("reads a streamed error body", async () => {
    const { fetch } = fakeFetch(json([{ error: { code: 400, message: "bad query", status: "INVALID_ARGUMENT" } }], 400));
    expect(await caught(client(fetch).runQuery("", {}))).toMatchObject({ status: "INVALID_ARGUMENT", httpStatus: 400 });
  });

  it("reports an error that arrives inside a 200 stream", async () => {
    const { fetch } = fakeFetch(json([{ document: doc("a/1") }, { error: { code: 10, status: "ABORTED", message: "late" } }]));
    expect(await caught(client(fetch).runQuery("", {}))).toMatchObject({ status: "ABORTED", httpStatus: 200 });
  });

  it("maps a non-JSON error answer by its HTTP status", async () => {
    const { fetch } = fakeFetch(new Response("<html>upstream down</html>", { status: 503 }));
    const error = await caught(client(fetch).getDocument("boni/1"));
    expect(error).toMatchObject({ status: "UNAVAILABLE", httpStatus: 503, code: 503, body: null });
    expect(error.message).toContain("upstream down");
  });

  it("turns a malformed 2xx answer into DATA_LOSS", async () => {
    const { fetch } = fakeFetch(new Response("{not json", { status: 200 }));
    expect(await caught(client(fetch).getDocument("boni/1"))).toMatchObject({ status: "DATA_LOSS", httpStatus: 200 });
  });

  it("turns an unexpected answer shape into DATA_LOSS", async () => {
    const { fetch } = fakeFetch(json({ documents: "nope" }), json({ no: "name" }));
    expect(await caught(client(fetch).listDocuments("boni"))).toMatchObject({ status: "DATA_LOSS" });
    expect(await caught(client(fetch).getDocument("boni/1"))).toMatchObject({ status: "DATA_LOSS" });
  });

  it("turns a network failure into UNAVAILABLE without an HTTP status", async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError("fetch failed");
    });
    expect(await caught(client(fetch).getDocument("boni/1"))).toMatchObject({ status: "UNAVAILABLE", httpStatus: null, code: 0 });
  });

  const hang = (_: Recorded, signal: AbortSignal | undefined) =>
    new Promise<Response>((_, reject) => signal?.addEventListener("abort", () => reject(signal.reason)));

  it("gives every call a timeout: DEADLINE_EXCEEDED", async () => {
    const { fetch } = fakeFetch(hang);
    const error = await caught(client(fetch, { timeoutMs: 20 }).getDocument("boni/1"));
    expect(error).toMatchObject({ status: "DEADLINE_EXCEEDED", httpStatus: null });
  });

  it("honours the caller's signal: CANCELLED", async () => {
    const { fetch } = fakeFetch(hang);
    const controller = new AbortController();
    const pending = client(fetch).getDocument("boni/1", { signal: controller.signal });
    controller.abort();
    expect(await caught(pending)).toMatchObject({ status: "CANCELLED", httpStatus: null });
  });
});
