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

/** A field's value as Firestore orders it within one type: strings and timestamps as text, integers as numbers. */
function comparable(value: FirestoreFields[string] | undefined): string | number | undefined {
  if (value === undefined) return undefined;
  if ("stringValue" in value) return value.stringValue;
  if ("timestampValue" in value) return value.timestampValue;
  if ("integerValue" in value) return Number(value.integerValue);
  return undefined;
}

/** Whether a document passes a query's field filter (equality and ranges; no filter passes all). */
function passes(doc: SeedDocument, where: StructuredQuery["where"]): boolean {
  if (!where || !("fieldFilter" in where)) return true;
  const { field, op, value } = where.fieldFilter;
  const [have, want] = [comparable(doc.fields[field.fieldPath]), comparable(value)];
  if (have === undefined || want === undefined || typeof have !== typeof want) return false;
  if (op === "EQUAL") return have === want;
  if (op === "GREATER_THAN_OR_EQUAL") return have >= want;
  if (op === "GREATER_THAN") return have > want;
  if (op === "LESS_THAN_OR_EQUAL") return have <= want;
  if (op === "LESS_THAN") return have < want;
  throw new Error(`The fake Firestore does not filter with ${op}`);
}

/** A query's first order (the history's newest first), ties by name as Firestore breaks them; without one, the order stays. */
function byQueryOrder(order: NonNullable<StructuredQuery["orderBy"]>[number] | undefined) {
  return (a: SeedDocument, b: SeedDocument): number => {
    if (!order) return 0;
    const [first, second] = [comparable(a.fields[order.field.fieldPath]), comparable(b.fields[order.field.fieldPath])];
    const [x, y] = first === second ? [a.name, b.name] : [first, second];
    const ascending = x === undefined || y === undefined || x === y ? 0 : x < y ? -1 : 1;
    return order.direction === "DESCENDING" ? -ascending : ascending;
  };
}

/** A write as the client sends it to `:commit` (worker/firestore/writes.ts, toRestWrite). */
interface RestWrite {
  update?: { name: string; fields?: FirestoreFields };
  updateMask?: { fieldPaths: string[] };
  updateTransforms?: { fieldPath: string; increment: { integerValue: string } }[];
  delete?: string;
  currentDocument?: { exists?: boolean; updateTime?: string };
}

const SEEDED_AT = "2026-01-01T00:00:00Z";

type Mode = { kind: "up" } | { kind: "down" } | { kind: "status"; status: number } | { kind: "garbage" } | { kind: "hang" };

/**
 * Answers the Firestore REST calls the site makes (list, runQuery with its field filter, commit
 * with its preconditions) from an editable copy of the seed documents, and can fail the ways a
 * real database fails.
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

  /** The version of each document a commit wrote; the others are as seeded. */
  private readonly updateTimes = new Map<string, string>();
  private commits = 0;

  private full(doc: SeedDocument) {
    return {
      name: `${ROOT}/${doc.name}`,
      fields: doc.fields,
      createTime: SEEDED_AT,
      updateTime: this.updateTimes.get(doc.name) ?? SEEDED_AT,
    };
  }

  /** Applies the writes as one: each precondition is checked first, and one that fails writes nothing. */
  private commit(writes: RestWrite[]): Response {
    const pathOf = (write: RestWrite) => (write.update?.name ?? write.delete ?? "").replace(`${ROOT}/`, "");
    for (const write of writes) {
      const document = this.documents.find((doc) => doc.name === pathOf(write));
      const { exists, updateTime } = write.currentDocument ?? {};
      const failed =
        (exists === false && document) ||
        (exists === true && !document) ||
        (updateTime !== undefined && (!document || this.full(document).updateTime !== updateTime));
      if (failed) return Response.json({ error: { code: 400, status: "FAILED_PRECONDITION", message: "precondition" } }, { status: 400 });
    }
    this.commits += 1;
    const commitTime = new Date(Date.parse(SEEDED_AT) + this.commits * 1000).toISOString();
    for (const write of writes) {
      const path = pathOf(write);
      if (write.delete) {
        this.documents = this.documents.filter((doc) => doc.name !== path);
        continue;
      }
      let document = this.documents.find((doc) => doc.name === path);
      if (!document) this.documents.push((document = { name: path, fields: {} }));
      const fields = write.update?.fields ?? {};
      if (!write.updateMask) document.fields = structuredClone(fields);
      for (const field of write.updateMask?.fieldPaths ?? []) {
        const value = fields[field];
        const others = Object.entries(document.fields).filter(([name]) => name !== field);
        document.fields = Object.fromEntries(value ? [...others, [field, structuredClone(value)]] : others);
      }
      for (const { fieldPath, increment } of write.updateTransforms ?? []) {
        const current = document.fields[fieldPath];
        const count = current && "integerValue" in current ? Number(current.integerValue) : 0;
        document.fields[fieldPath] = { integerValue: String(count + Number(increment.integerValue)) };
      }
      this.updateTimes.set(path, commitTime);
    }
    return Response.json({ commitTime, writeResults: writes.map(() => ({ updateTime: commitTime })) });
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
    if (request.method === "POST" && path === ":commit") return this.commit((await request.json<{ writes: RestWrite[] }>()).writes);
    if (request.method === "POST" && path.endsWith(":runQuery")) {
      const { structuredQuery: query } = await request.json<{ structuredQuery: StructuredQuery }>();
      const { collectionId = "", allDescendants = false } = query.from?.[0] ?? {};
      const after = query.startAt?.values[0];
      const candidates = this.documents.filter((doc) => passes(doc, query.where));
      const matching = allDescendants
        ? // A collection-group query, in name order from its cursor on.
          candidates
            .filter((doc) => doc.name.split("/").at(-2) === collectionId)
            .filter((doc) => !after || !("referenceValue" in after) || `${ROOT}/${doc.name}` > after.referenceValue)
            .sort((a, b) => (a.name < b.name ? -1 : 1))
            .slice(0, query.limit)
        : candidates
            .filter((doc) => doc.name.startsWith(`${collectionId}/`) && doc.name.split("/").length === 2)
            .sort((a, b) => orderOf(a) - orderOf(b))
            .sort(byQueryOrder(query.orderBy?.[0]))
            .slice(0, query.limit);
      return Response.json(matching.map((doc) => ({ document: this.full(doc), readTime: "2026-01-01T00:00:00Z" })));
    }
    const depth = path.split("/").length + 1;
    const listed = this.documents.filter((doc) => doc.name.startsWith(`${path}/`) && doc.name.split("/").length === depth);
    return Response.json(listed.length ? { documents: listed.map((doc) => this.full(doc)) } : {});
  };
}
