import { describe, expect, it } from "vitest";
import {
  base64ToBytes,
  bytesToBase64,
  decodeDocument,
  decodeFields,
  decodeValue,
  encodeFields,
  encodeValue,
  type FirestoreValue,
  FirestoreValueError,
  GeoPoint,
} from "../../worker/firestore/values";

const REF = "projects/demo/databases/(default)/documents/hrana/aburgerji/items/11";

describe("decodeValue", () => {
  it.each<[string, FirestoreValue, unknown]>([
    ["null", { nullValue: null }, null],
    ["true", { booleanValue: true }, true],
    ["false", { booleanValue: false }, false],
    ["an integer string", { integerValue: "101" }, 101],
    ["a negative integer", { integerValue: "-42" }, -42],
    ["zero", { integerValue: "0" }, 0],
    ["an integer given as a number", { integerValue: 7 }, 7],
    ["the largest safe integer", { integerValue: "9007199254740991" }, 9007199254740991],
    ["an int64 beyond 2^53, kept as its decimal string", { integerValue: "9223372036854775807" }, "9223372036854775807"],
    ["a double", { doubleValue: 8.5 }, 8.5],
    ["a whole double", { doubleValue: 10 }, 10],
    ["a double given as a string", { doubleValue: "2.25" }, 2.25],
    ["Infinity", { doubleValue: "Infinity" }, Infinity],
    ["-Infinity", { doubleValue: "-Infinity" }, -Infinity],
    ["a string", { stringValue: "Čevapi v domači lepinji" }, "Čevapi v domači lepinji"],
    ["an empty string", { stringValue: "" }, ""],
    ["a timestamp, kept as its ISO string", { timestampValue: "2026-11-21T19:58:59.947432Z" }, "2026-11-21T19:58:59.947432Z"],
    ["a reference, kept as its resource name", { referenceValue: REF }, REF],
    ["a geo point", { geoPointValue: { latitude: 46.0514, longitude: 14.5048 } }, new GeoPoint(46.0514, 14.5048)],
    ["a geo point with omitted zero coordinates", { geoPointValue: {} }, new GeoPoint(0, 0)],
    ["an array without values", { arrayValue: {} }, []],
    ["an empty array", { arrayValue: { values: [] } }, []],
    ["a mixed array", { arrayValue: { values: [{ integerValue: "1" }, { stringValue: "a" }, { nullValue: null }] } }, [1, "a", null]],
    ["a map without fields", { mapValue: {} }, {}],
    [
      "a nested map",
      { mapValue: { fields: { a: { mapValue: { fields: { b: { arrayValue: { values: [{ booleanValue: true }] } } } } } } } },
      { a: { b: [true] } },
    ],
  ])("decodes %s", (_, value, expected) => {
    expect(decodeValue(value)).toEqual(expected);
  });

  it("decodes NaN given as a string", () => {
    expect(decodeValue({ doubleValue: "NaN" })).toBeNaN();
  });

  it("decodes bytes from standard and URL-safe base64", () => {
    expect(decodeValue({ bytesValue: "AAEC/w==" })).toEqual(new Uint8Array([0, 1, 2, 255]));
    expect(decodeValue({ bytesValue: "AAEC_w" })).toEqual(new Uint8Array([0, 1, 2, 255]));
    expect(decodeValue({ bytesValue: "" })).toEqual(new Uint8Array([]));
  });

  it.each<[string, unknown]>([
    ["an unknown type", { vectorValue: {} }],
    ["an empty object", {}],
    ["null", null],
    ["a bare string", "x"],
    ["an integer with a fraction", { integerValue: "1.5" }],
    ["an integer that is not a number", { integerValue: "abc" }],
    ["an empty integer", { integerValue: "" }],
    ["a double that is not a number", { doubleValue: "fast" }],
    ["a string that is a number", { stringValue: 5 }],
    ["a boolean that is a string", { booleanValue: "true" }],
    ["bytes that are not base64", { bytesValue: "***" }],
    ["a bad member deep inside", { mapValue: { fields: { a: { arrayValue: { values: [{ integerValue: "x" }] } } } } }],
  ])("rejects %s with a FirestoreValueError", (_, value) => {
    expect(() => decodeValue(value as FirestoreValue)).toThrow(FirestoreValueError);
  });
});

describe("encodeValue", () => {
  it.each<[string, Parameters<typeof encodeValue>[0], FirestoreValue]>([
    ["null", null, { nullValue: null }],
    ["a boolean", false, { booleanValue: false }],
    ["a safe integer as a decimal string", 101, { integerValue: "101" }],
    ["a negative integer", -3, { integerValue: "-3" }],
    ["a fraction as a double", 8.5, { doubleValue: 8.5 }],
    ["NaN as a string", NaN, { doubleValue: "NaN" }],
    ["Infinity as a string", Infinity, { doubleValue: "Infinity" }],
    ["-Infinity as a string", -Infinity, { doubleValue: "-Infinity" }],
    ["an integral number beyond 2^53 as a double", 2 ** 60, { doubleValue: 2 ** 60 }],
    ["a bigint as an integer", 9223372036854775807n, { integerValue: "9223372036854775807" }],
    ["a string", "pleskavica", { stringValue: "pleskavica" }],
    ["a Date as a timestamp", new Date("2026-12-24T08:30:00.000Z"), { timestampValue: "2026-12-24T08:30:00.000Z" }],
    ["bytes as base64", new Uint8Array([0, 1, 2, 255]), { bytesValue: "AAEC/w==" }],
    ["a geo point", new GeoPoint(46.05, 14.5), { geoPointValue: { latitude: 46.05, longitude: 14.5 } }],
    ["an empty array", [], { arrayValue: { values: [] } }],
    ["an array", [1, "a"], { arrayValue: { values: [{ integerValue: "1" }, { stringValue: "a" }] } }],
    ["an empty map", {}, { mapValue: { fields: {} } }],
    ["a map", { a: { b: null } }, { mapValue: { fields: { a: { mapValue: { fields: { b: { nullValue: null } } } } } } }],
  ])("encodes %s", (_, value, expected) => {
    expect(encodeValue(value)).toEqual(expected);
  });
});

describe("round trips", () => {
  const plain = {
    nothing: null,
    yes: true,
    count: 42,
    negative: -7,
    price: 8.5,
    nan: NaN,
    infinity: Infinity,
    minusInfinity: -Infinity,
    text: "Ocvrt sir s prilogo",
    unicode: "žar 🌶️ <b>&amp;</b>",
    bytes: new Uint8Array([0, 127, 128, 255]),
    place: new GeoPoint(46.0514, 14.5048),
    list: [1, "two", [3], { four: 4 }],
    empty: [],
    nested: { a: { b: { c: [null, false] } } },
    emptyMap: {},
  };

  it("decode(encode(x)) gives x back for plain data", () => {
    expect(decodeFields(encodeFields(plain))).toEqual(plain);
  });

  it("encode(decode(v)) gives v back where plain data keeps the type", () => {
    const fields: Record<string, FirestoreValue> = {
      a: { integerValue: "5" },
      b: { doubleValue: 0.25 },
      c: { doubleValue: "-Infinity" },
      d: { stringValue: "x" },
      e: { bytesValue: "AQID" },
      f: { geoPointValue: { latitude: 1.5, longitude: -2.5 } },
      g: { arrayValue: { values: [{ booleanValue: true }, { nullValue: null }] } },
      h: { mapValue: { fields: { i: { integerValue: "-1" } } } },
    };
    expect(encodeFields(decodeFields(fields) as Parameters<typeof encodeFields>[0])).toEqual(fields);
  });

  it("base64 survives every byte value and buffers larger than one encoding chunk", () => {
    const bytes = new Uint8Array(70_000).map((_, index) => (index * 7) % 256);
    const base64 = bytesToBase64(bytes);
    expect(base64).toBe(Buffer.from(bytes).toString("base64"));
    expect(Buffer.from(base64ToBytes(base64)).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe("decodeDocument", () => {
  it("splits a full resource name into id and relative path", () => {
    const decoded = decodeDocument({
      name: "projects/demo/databases/(default)/documents/hrana/hpalačinke/items/85",
      fields: { id: { integerValue: "85" }, name: { stringValue: "Baklava" } },
      createTime: "2026-01-01T00:00:00Z",
      updateTime: "2026-01-02T00:00:00Z",
    });
    expect(decoded).toEqual({
      id: "85",
      path: "hrana/hpalačinke/items/85",
      name: "projects/demo/databases/(default)/documents/hrana/hpalačinke/items/85",
      createTime: "2026-01-01T00:00:00Z",
      updateTime: "2026-01-02T00:00:00Z",
      data: { id: 85, name: "Baklava" },
    });
  });

  it("accepts a seed document with a relative name and no fields or times", () => {
    expect(decodeDocument({ name: "obvestila/prazniki" })).toEqual({
      id: "prazniki",
      path: "obvestila/prazniki",
      name: "obvestila/prazniki",
      createTime: null,
      updateTime: null,
      data: {},
    });
  });

  it("works for a named database", () => {
    expect(decodeDocument({ name: "projects/p/databases/menu-db/documents/boni/107" }).path).toBe("boni/107");
  });
});
