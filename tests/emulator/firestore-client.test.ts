import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/dev/firestore-emulator";
import { createFirestoreClient } from "../../worker/firestore/client";
import { FirestoreError } from "../../worker/firestore/errors";
import type { StructuredQuery } from "../../worker/firestore/structured-query";
import { decodeDocument, encodeFields, encodeValue, type FirestoreDocument, type FirestoreFields } from "../../worker/firestore/values";
import { emulatorHost, useEmulatorProject } from "./emulator-project";

const client = useEmulatorProject("client-test");

async function put(path: string, data: Parameters<typeof encodeFields>[0]): Promise<void> {
  await client.commit([{ update: { path, fields: encodeFields(data) } }]);
}

async function read(path: string) {
  return decodeDocument(await client.getDocument(path)).data;
}

async function failure(promise: Promise<unknown>): Promise<FirestoreError> {
  const error = await promise.then(
    () => new Error("expected a FirestoreError"),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FirestoreError);
  return error as FirestoreError;
}

const ids = (documents: FirestoreDocument[]) => documents.map((document) => decodeDocument(document).id);

describe("listDocuments", () => {
  it("follows the page token through a collection larger than a page", async () => {
    await client.commit(
      Array.from({ length: 7 }, (_, index) => ({ update: { path: `boni/${101 + index}`, fields: encodeFields({ order: index }) } })),
    );
    let requests = 0;
    const counting = createFirestoreClient({
      projectId: "client-test",
      emulatorHost: emulatorHost(),
      fetch: (input, init) => {
        requests++;
        return fetch(input, init);
      },
    });
    const documents = await counting.listDocuments("boni", { pageSize: 3 });
    expect(ids(documents)).toEqual(["101", "102", "103", "104", "105", "106", "107"]);
    expect(requests).toBe(3);
  });

  it("lists a subcollection whose path needs percent-encoding", async () => {
    await put("hrana/hpalačinke/items/85", { id: 85, name: "Baklava" });
    const documents = await client.listDocuments("hrana/hpalačinke/items");
    expect(documents.map((document) => decodeDocument(document).path)).toEqual(["hrana/hpalačinke/items/85"]);
  });

  it("returns an empty list for an empty collection", async () => {
    expect(await client.listDocuments("obvestila")).toEqual([]);
  });
});

describe("runQuery", () => {
  const dishes = [
    { id: 1, name: "Čevapi", price: 9.5, group: "zar" },
    { id: 2, name: "Pleskavica", price: 9.5, group: "zar" },
    { id: 3, name: "Pleskavica s sirom", price: 10.5, group: "zar" },
    { id: 4, name: "Pleskavica s kajmakom", price: 10.9, group: "zar" },
    { id: 5, name: "Dunajski zrezek", price: 10.9, group: "zrezki" },
    { id: 6, name: "Palačinke", price: 4.5, group: "sladice" },
  ];
  const seedDishes = () => client.commit(dishes.map((dish) => ({ update: { path: `dishes/${dish.id}`, fields: encodeFields(dish) } })));
  const query = async (structuredQuery: Omit<StructuredQuery, "from">) =>
    ids(await client.runQuery("", { from: [{ collectionId: "dishes" }], ...structuredQuery }));

  it("filters, orders, skips and limits", async () => {
    await seedDishes();
    const byPrice: StructuredQuery["orderBy"] = [
      { field: { fieldPath: "price" }, direction: "DESCENDING" },
      { field: { fieldPath: "id" }, direction: "ASCENDING" },
    ];
    const expensive = { fieldFilter: { field: { fieldPath: "price" }, op: "GREATER_THAN_OR_EQUAL", value: encodeValue(9.5) } } as const;
    expect(await query({ where: expensive, orderBy: byPrice })).toEqual(["4", "5", "3", "1", "2"]);
    expect(await query({ where: expensive, orderBy: byPrice, offset: 1, limit: 2 })).toEqual(["5", "3"]);
  });

  it("starts and ends at cursors", async () => {
    await seedDishes();
    const byId: StructuredQuery["orderBy"] = [{ field: { fieldPath: "id" } }];
    expect(await query({ orderBy: byId, startAt: { values: [encodeValue(3)], before: true } })).toEqual(["3", "4", "5", "6"]);
    expect(await query({ orderBy: byId, startAt: { values: [encodeValue(3)], before: false } })).toEqual(["4", "5", "6"]);
    expect(
      await query({
        orderBy: byId,
        startAt: { values: [encodeValue(2)], before: true },
        endAt: { values: [encodeValue(4)], before: false },
      }),
    ).toEqual(["2", "3", "4"]);
  });

  it("combines filters and selects fields", async () => {
    await seedDishes();
    const documents = await client.runQuery("", {
      from: [{ collectionId: "dishes" }],
      select: { fields: [{ fieldPath: "name" }] },
      where: {
        compositeFilter: {
          op: "AND",
          filters: [
            { fieldFilter: { field: { fieldPath: "group" }, op: "EQUAL", value: encodeValue("zar") } },
            { fieldFilter: { field: { fieldPath: "price" }, op: "GREATER_THAN", value: encodeValue(10) } },
          ],
        },
      },
      orderBy: [{ field: { fieldPath: "price" } }],
    });
    expect(documents.map((document) => decodeDocument(document).data)).toEqual([
      { name: "Pleskavica s sirom" },
      { name: "Pleskavica s kajmakom" },
    ]);
  });

  it("queries a subcollection under a document parent", async () => {
    await put("hrana/cjediNaZaru/items/2", { id: 2 });
    await put("hrana/fzrezki/items/5", { id: 5 });
    expect(ids(await client.runQuery("hrana/cjediNaZaru", { from: [{ collectionId: "items" }] }))).toEqual(["2"]);
  });
});

describe("getDocument", () => {
  it("throws NOT_FOUND with Firestore's error body for a missing document", async () => {
    const error = await failure(client.getDocument("boni/999"));
    expect(error).toMatchObject({ status: "NOT_FOUND", httpStatus: 404, code: 404 });
    expect(error.body).toMatchObject({ code: 404, status: "NOT_FOUND", message: expect.stringContaining("boni/999") });
  });
});

describe("commit", () => {
  it("updates only the fields in the mask, and deletes masked fields that are not given", async () => {
    await put("settings/site", { a: 1, b: 2, c: 3 });
    await client.commit([{ update: { path: "settings/site", fields: encodeFields({ a: 10, d: 40 }) }, updateMask: ["a", "b"] }]);
    expect(await read("settings/site")).toEqual({ a: 10, c: 3 });
  });

  it("replaces the whole document without a mask", async () => {
    await put("settings/site", { a: 1, b: 2 });
    await put("settings/site", { z: true });
    expect(await read("settings/site")).toEqual({ z: true });
  });

  it("deletes a document", async () => {
    await put("settings/site", { a: 1 });
    await client.commit([{ delete: "settings/site" }]);
    expect((await failure(client.getDocument("settings/site"))).status).toBe("NOT_FOUND");
  });

  it("throws FAILED_PRECONDITION with Firestore's body when the document changed since it was read", async () => {
    await put("settings/site", { a: 1 });
    const { updateTime } = await client.getDocument("settings/site");
    await put("settings/site", { a: 2 });
    const error = await failure(
      client.commit([
        { update: { path: "settings/site", fields: encodeFields({ a: 3 }) }, currentDocument: { updateTime: updateTime ?? "" } },
      ]),
    );
    expect(error).toMatchObject({ status: "FAILED_PRECONDITION", httpStatus: 400 });
    expect(error.body).toMatchObject({ status: "FAILED_PRECONDITION", code: 400, message: expect.any(String) });
    expect(await read("settings/site")).toEqual({ a: 2 });
  });

  it("checks existence preconditions", async () => {
    await put("settings/site", { a: 1 });
    const exists = await failure(client.commit([{ update: { path: "settings/site", fields: {} }, currentDocument: { exists: false } }]));
    expect(exists.status).toBe("ALREADY_EXISTS");
    const missing = await failure(client.commit([{ delete: "settings/none", currentDocument: { exists: true } }]));
    expect(missing.status).toBe("NOT_FOUND");
  });
});

describe("typed values through the emulator", () => {
  it("stores and returns every type", async () => {
    const root = client.root;
    const sent: FirestoreFields = {
      nothing: { nullValue: null },
      yes: { booleanValue: true },
      no: { booleanValue: false },
      integer: { integerValue: "101" },
      negative: { integerValue: "-7" },
      huge: { integerValue: "9223372036854775807" },
      price: { doubleValue: 8.5 },
      whole: { doubleValue: 20 },
      nan: { doubleValue: "NaN" },
      infinity: { doubleValue: "Infinity" },
      minusInfinity: { doubleValue: "-Infinity" },
      text: { stringValue: "Čevapi v domači lepinji 🌶️" },
      empty: { stringValue: "" },
      bytes: { bytesValue: "AAEC/w==" },
      time: { timestampValue: "2026-12-24T08:30:00.123456Z" },
      reference: { referenceValue: `${root}/hrana/cjediNaZaru/items/1` },
      place: { geoPointValue: { latitude: 46.0514, longitude: 14.5048 } },
      list: { arrayValue: { values: [{ integerValue: "1" }, { stringValue: "a" }, { mapValue: { fields: { x: { nullValue: null } } } }] } },
      emptyList: { arrayValue: {} },
      map: { mapValue: { fields: { inner: { mapValue: { fields: { ok: { booleanValue: true } } } } } } },
      emptyMap: { mapValue: {} },
    };
    await client.commit([{ update: { path: "types/all", fields: sent } }]);
    const stored = await client.getDocument("types/all");
    expect(stored.fields).toEqual(sent);
    const data = decodeDocument(stored).data;
    expect(data).toMatchObject({
      nothing: null,
      yes: true,
      no: false,
      integer: 101,
      negative: -7,
      huge: "9223372036854775807",
      price: 8.5,
      whole: 20,
      infinity: Infinity,
      minusInfinity: -Infinity,
      text: "Čevapi v domači lepinji 🌶️",
      empty: "",
      bytes: new Uint8Array([0, 1, 2, 255]),
      time: "2026-12-24T08:30:00.123456Z",
      reference: `${root}/hrana/cjediNaZaru/items/1`,
      place: { latitude: 46.0514, longitude: 14.5048 },
      list: [1, "a", { x: null }],
      emptyList: [],
      map: { inner: { ok: true } },
      emptyMap: {},
    });
    expect(data.nan).toBeNaN();
  });

  it("round-trips plain data written with encodeFields", async () => {
    const data = { id: 1, name: "Pleskavica", price: 9.5, alergeni: [1, 2], sestavine: [], meta: { spicy: false } };
    await put("types/plain", data);
    expect(await read("types/plain")).toEqual(data);
  });
});

describe("errors without an answer", () => {
  let stalled: Server;
  let stalledHost = "";
  const hanging = new Set<() => void>();

  beforeAll(async () => {
    // Answers headers and then never finishes the body on /body, and never answers anything else.
    stalled = createServer((request, response) => {
      if (request.url?.includes("/body/")) {
        response.writeHead(200, { "content-type": "application/json" });
        response.write('{"name":');
      }
      hanging.add(() => response.destroy());
    });
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
    stalledHost = `127.0.0.1:${(stalled.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const close of hanging) close();
    await new Promise((resolve) => stalled.close(resolve));
  });

  it("reports an unreachable host as UNAVAILABLE", async () => {
    const unreachable = createFirestoreClient({ projectId: "x", emulatorHost: `127.0.0.1:${await freePort()}` });
    const error = await failure(unreachable.listDocuments("boni"));
    expect(error).toMatchObject({ status: "UNAVAILABLE", httpStatus: null, code: 0 });
  });

  it("times out a host that does not answer: DEADLINE_EXCEEDED", async () => {
    const slow = createFirestoreClient({ projectId: "x", emulatorHost: stalledHost, timeoutMs: 300 });
    const started = Date.now();
    expect(await failure(slow.getDocument("boni/107"))).toMatchObject({ status: "DEADLINE_EXCEEDED", httpStatus: null });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("times out a body that stops half way", async () => {
    const slow = createFirestoreClient({ projectId: "x", emulatorHost: stalledHost, timeoutMs: 300 });
    expect(await failure(slow.getDocument("body/1"))).toMatchObject({ status: "DEADLINE_EXCEEDED" });
  });

  it("stops when the caller aborts: CANCELLED", async () => {
    const slow = createFirestoreClient({ projectId: "x", emulatorHost: stalledHost, timeoutMs: 10_000 });
    const pending = slow.getDocument("boni/107", { signal: AbortSignal.timeout(100) });
    expect(await failure(pending)).toMatchObject({ status: "CANCELLED", httpStatus: null });
  });
});
