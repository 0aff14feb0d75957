import { describe, expect, it } from "vitest";
import { bill } from "../support/billing";

const ROOT = "projects/p/databases/(default)/documents";
const document = (path: string) => ({ name: `${ROOT}/${path}`, fields: {} });
const json = (value: unknown) => JSON.stringify(value);

describe("the billing proxy bills as Firestore does", () => {
  it("a document's GET is one read, a missing one's too", () => {
    expect(bill("GET", "/hrana/cjediNaZaru/items/2", "", 200, json(document("hrana/cjediNaZaru/items/2"))).reads).toEqual({ hrana: 1 });
    expect(bill("GET", "/stanje/verzije", "", 404, json({ error: { code: 404 } })).reads).toEqual({ stanje: 1 });
  });

  it("a listing is one read per document, and one when there is none", () => {
    const listed = json({ documents: [document("obvestila/a"), document("obvestila/b"), document("obvestila/c")] });
    expect(bill("GET", "/obvestila", "", 200, listed).reads).toEqual({ obvestila: 3 });
    expect(bill("GET", "/urejanja", "", 200, "{}").reads).toEqual({ urejanja: 1 });
  });

  it("a query is one read per document returned, and one when none is; the items group is hrana's", () => {
    const items = json({ structuredQuery: { from: [{ collectionId: "items", allDescendants: true }] } });
    const answer = json([{ document: document("hrana/a/items/1") }, { document: document("hrana/b/items/2") }, { readTime: "t" }]);
    expect(bill("POST", ":runQuery", items, 200, answer)).toMatchObject({ dataset: "hrana", reads: { hrana: 2 } });
    const daily = json({ structuredQuery: { from: [{ collectionId: "dnevna" }] } });
    expect(bill("POST", ":runQuery", daily, 200, json([{ readTime: "t" }])).reads).toEqual({ dnevna: 1 });
  });

  it("a batchGet is one read per document found or missing", () => {
    const asked = json({ documents: [`${ROOT}/stanje/verzije`, `${ROOT}/nastavitve/x`] });
    const answer = json([{ found: document("stanje/verzije") }, { missing: `${ROOT}/nastavitve/x` }]);
    expect(bill("POST", ":batchGet", asked, 200, answer).reads).toEqual({ stanje: 1, nastavitve: 1 });
  });

  it("a commit is one write per write, deletes and counter increments among them", () => {
    const writes = json({
      writes: [
        { update: { name: `${ROOT}/hrana/a/items/1`, fields: { price: { doubleValue: 1 } } }, currentDocument: { updateTime: "t" } },
        { update: { name: `${ROOT}/urejanja/x`, fields: {} }, currentDocument: { exists: false } },
        { delete: `${ROOT}/hrana/a/items/2` },
        {
          update: { name: `${ROOT}/stanje/verzije`, fields: {} },
          updateMask: { fieldPaths: [] },
          updateTransforms: [{ fieldPath: "hrana", increment: { integerValue: "1" } }],
        },
      ],
    });
    const billed = bill("POST", ":commit", writes, 200, json({ commitTime: "t" }));
    expect(billed.writes).toEqual({ hrana: 2, urejanja: 1, stanje: 1 });
    expect(billed.deletes).toEqual({ hrana: 1 });
    expect(billed.transformOnlyWrites).toEqual({ stanje: 1 });
    expect(billed.reads).toEqual({});
  });

  it("a failed call bills nothing", () => {
    expect(bill("POST", ":commit", json({ writes: [{ delete: `${ROOT}/boni/1` }] }), 409, "{}").writes).toEqual({});
    expect(bill("GET", "/obvestila", "", 500, "{}").reads).toEqual({});
  });
});
