import type { SeedDocument } from "../../worker/data/seed-documents";
import { ALL_SEED_DOCUMENTS } from "../support/seed-documents";
import type { StructuredQuery } from "../../worker/firestore/structured-query";
import type { FirestoreFields } from "../../worker/firestore/values";

/** A loopback host, as the worker requires of an emulator; the stubbed fetch answers for it. */
export const FAKE_HOST = "127.0.0.1:8089";
const ROOT = "projects/demo/databases/(default)/documents";

function orderOf(doc: SeedDocument): number {
  const order = doc.fields.order;
  return order && "integerValue" in order ? Number(order.integerValue) : 0;
}

type Mode = { kind: "up" } | { kind: "down" } | { kind: "status"; status: number } | { kind: "garbage" } | { kind: "hang" };

/**
 * Answers the Firestore REST calls the site makes (list, runQuery) from an editable copy of
 * the seed documents, and can fail the ways a real database fails.
 */
export class FakeFirestore {
  documents: SeedDocument[] = ALL_SEED_DOCUMENTS.map((doc) => ({
    name: doc.name,
    fields: structuredClone(doc.fields),
  }));
  mode: Mode = { kind: "up" };
  calls = 0;
  /** "METHOD path" of every call, e.g. "POST :commit". */
  requests: string[] = [];

  setField(path: string, field: string, value: FirestoreFields[string]) {
    const document = this.documents.find((doc) => doc.name === path);
    if (!document) throw new Error(`No document ${path}`);
    document.fields[field] = value;
  }

  private full(doc: SeedDocument) {
    return { name: `${ROOT}/${doc.name}`, fields: doc.fields, createTime: "2026-01-01T00:00:00Z", updateTime: "2026-01-01T00:00:00Z" };
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.host !== FAKE_HOST) throw new Error(`Unexpected outbound request to ${url.host}`);
    this.calls++;
    switch (this.mode.kind) {
      case "down":
        throw new TypeError("fetch failed: connection refused");
      case "status":
        return Response.json(
          { error: { code: this.mode.status, status: "UNAVAILABLE", message: "try later" } },
          { status: this.mode.status },
        );
      case "garbage":
        return new Response("<html>not json", { status: 200, headers: { "content-type": "application/json" } });
      case "hang":
        return new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener("abort", () => reject(request.signal.reason));
        });
    }
    const path = decodeURIComponent(url.pathname).replace(`/v1/${ROOT}`, "").replace(/^\//, "");
    this.requests.push(`${request.method} ${path}`);
    const document = request.method === "GET" ? this.documents.find((doc) => doc.name === path) : undefined;
    if (document) return Response.json(this.full(document));
    // A document path (an even number of segments) that holds no document, as Firestore answers it.
    if (request.method === "GET" && path.split("/").length % 2 === 0) {
      return Response.json({ error: { code: 404, status: "NOT_FOUND", message: `Document ${path} not found` } }, { status: 404 });
    }
    if (request.method === "POST" && path.endsWith(":runQuery")) {
      const { structuredQuery: query } = await request.json<{ structuredQuery: StructuredQuery }>();
      const { collectionId = "", allDescendants = false } = query.from?.[0] ?? {};
      const after = query.startAt?.values[0];
      const matching = allDescendants
        ? // A collection-group query, in name order from its cursor on.
          this.documents
            .filter((doc) => doc.name.split("/").at(-2) === collectionId)
            .filter((doc) => !after || !("referenceValue" in after) || `${ROOT}/${doc.name}` > after.referenceValue)
            .sort((a, b) => (a.name < b.name ? -1 : 1))
            .slice(0, query.limit)
        : this.documents
            .filter((doc) => doc.name.startsWith(`${collectionId}/`) && doc.name.split("/").length === 2)
            .sort((a, b) => orderOf(a) - orderOf(b));
      return Response.json(matching.map((doc) => ({ document: this.full(doc), readTime: "2026-01-01T00:00:00Z" })));
    }
    const depth = path.split("/").length + 1;
    const listed = this.documents.filter((doc) => doc.name.startsWith(`${path}/`) && doc.name.split("/").length === depth);
    return Response.json(listed.length ? { documents: listed.map((doc) => this.full(doc)) } : {});
  };
}
