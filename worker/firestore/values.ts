import { lastSegment, relativePath } from "./resource-names";

/** Firestore's typed value in the REST (proto3 JSON) encoding. */
export type FirestoreValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  /** A decimal string on the wire; numbers are accepted on input. */
  | { integerValue: string | number }
  /** Non-finite doubles travel as the strings "NaN", "Infinity", "-Infinity". */
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  /** proto3 JSON omits a zero coordinate. */
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: FirestoreValue[] } }
  | { mapValue: { fields?: Record<string, FirestoreValue> } };

export type FirestoreFields = Record<string, FirestoreValue>;

export interface FirestoreDocument {
  name: string;
  fields?: FirestoreFields;
  createTime?: string;
  updateTime?: string;
}

export class GeoPoint {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}

/**
 * Plain data decoded from a typed value. Timestamps stay ISO strings and references stay
 * resource-name strings; integers beyond ±2^53 stay decimal strings, so they are never rounded.
 */
export type DecodedValue = null | boolean | number | string | Uint8Array | GeoPoint | DecodedValue[] | { [field: string]: DecodedValue };

export type DecodedFields = Record<string, DecodedValue>;

export type EncodableValue =
  | null
  | boolean
  | number
  | bigint
  | string
  | Date
  | Uint8Array
  | GeoPoint
  | readonly EncodableValue[]
  | { readonly [field: string]: EncodableValue };

export class FirestoreValueError extends TypeError {
  override name = "FirestoreValueError";
}

export function decodeValue(value: FirestoreValue): DecodedValue {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- values come off the network: the type is what they should be
  if (typeof value !== "object" || value === null) throw new FirestoreValueError(`not a typed value: ${describe(value)}`);
  if ("nullValue" in value) return null;
  if ("booleanValue" in value) return asBoolean(value.booleanValue, "booleanValue");
  if ("integerValue" in value) return decodeInteger(value.integerValue);
  if ("doubleValue" in value) return decodeDouble(value.doubleValue);
  if ("timestampValue" in value) return asString(value.timestampValue, "timestampValue");
  if ("stringValue" in value) return asString(value.stringValue, "stringValue");
  if ("bytesValue" in value) return base64ToBytes(asString(value.bytesValue, "bytesValue"));
  if ("referenceValue" in value) return asString(value.referenceValue, "referenceValue");
  if ("geoPointValue" in value) {
    const { latitude = 0, longitude = 0 } = value.geoPointValue;
    return new GeoPoint(asNumber(latitude, "latitude"), asNumber(longitude, "longitude"));
  }
  if ("arrayValue" in value) {
    const values = value.arrayValue.values ?? [];
    if (!Array.isArray(values)) throw new FirestoreValueError("arrayValue.values is not an array");
    return values.map(decodeValue);
  }
  if ("mapValue" in value) return decodeFields(value.mapValue.fields);
  throw new FirestoreValueError(`unsupported typed value: ${describe(value)}`);
}

export function decodeFields(fields: FirestoreFields | undefined): DecodedFields {
  const decoded: DecodedFields = {};
  for (const [key, value] of Object.entries(fields ?? {})) decoded[key] = decodeValue(value);
  return decoded;
}

export function encodeValue(value: EncodableValue): FirestoreValue {
  if (value === null) return { nullValue: null };
  switch (typeof value) {
    case "boolean":
      return { booleanValue: value };
    case "number":
      return Number.isSafeInteger(value) ? { integerValue: String(value) } : { doubleValue: encodeDouble(value) };
    case "bigint":
      return { integerValue: value.toString() };
    case "string":
      return { stringValue: value };
  }
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (value instanceof Uint8Array) return { bytesValue: bytesToBase64(value) };
  if (value instanceof GeoPoint) return { geoPointValue: { latitude: value.latitude, longitude: value.longitude } };
  if (isReadonlyArray(value)) return { arrayValue: { values: value.map(encodeValue) } };
  return { mapValue: { fields: encodeFields(value) } };
}

export function encodeFields(data: { readonly [field: string]: EncodableValue }): FirestoreFields {
  const fields: FirestoreFields = {};
  for (const [key, value] of Object.entries(data)) fields[key] = encodeValue(value);
  return fields;
}

export interface DecodedDocument {
  /** The last path segment. */
  id: string;
  /** Relative to the documents root, e.g. `hrana/aburgerji/items/11`. */
  path: string;
  /** As Firestore gave it: a full resource name, or the relative path of a seed document. */
  name: string;
  createTime: string | null;
  updateTime: string | null;
  data: DecodedFields;
}

export function decodeDocument(document: FirestoreDocument): DecodedDocument {
  const path = relativePath(document.name);
  return {
    id: lastSegment(path),
    path,
    name: document.name,
    createTime: document.createTime ?? null,
    updateTime: document.updateTime ?? null,
    data: decodeFields(document.fields),
  };
}

function decodeInteger(raw: unknown): number | string {
  if (typeof raw === "number" && Number.isInteger(raw)) return raw;
  if (typeof raw !== "string" || !/^-?\d+$/.test(raw)) throw new FirestoreValueError(`bad integerValue: ${describe(raw)}`);
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : raw;
}

const NON_FINITE: Record<string, number> = { NaN: NaN, Infinity: Infinity, "-Infinity": -Infinity };

function decodeDouble(raw: unknown): number {
  if (typeof raw === "number") return raw;
  if (typeof raw === "string") {
    const special = NON_FINITE[raw];
    if (special !== undefined) return special;
    const value = Number(raw);
    if (raw.trim() !== "" && Number.isFinite(value)) return value;
  }
  throw new FirestoreValueError(`bad doubleValue: ${describe(raw)}`);
}

function encodeDouble(value: number): number | string {
  return Number.isFinite(value) ? value : String(value);
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

/** Accepts standard and URL-safe base64, with or without padding, as proto3 JSON does. */
export function base64ToBytes(base64: string): Uint8Array {
  let binary: string;
  try {
    binary = atob(base64.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    throw new FirestoreValueError("bad bytesValue: not base64");
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function asString(raw: unknown, what: string): string {
  if (typeof raw !== "string") throw new FirestoreValueError(`bad ${what}: ${describe(raw)}`);
  return raw;
}

function asNumber(raw: unknown, what: string): number {
  if (typeof raw !== "number") throw new FirestoreValueError(`bad ${what}: ${describe(raw)}`);
  return raw;
}

function asBoolean(raw: unknown, what: string): boolean {
  if (typeof raw !== "boolean") throw new FirestoreValueError(`bad ${what}: ${describe(raw)}`);
  return raw;
}

function isReadonlyArray(value: unknown): value is readonly EncodableValue[] {
  return Array.isArray(value);
}

function describe(value: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JSON.stringify returns undefined for undefined and functions, whatever its type says
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
