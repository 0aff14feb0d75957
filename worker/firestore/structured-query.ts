import type { FirestoreValue } from "./values";

interface FieldReference {
  fieldPath: string;
}

type FieldOperator =
  | "LESS_THAN"
  | "LESS_THAN_OR_EQUAL"
  | "GREATER_THAN"
  | "GREATER_THAN_OR_EQUAL"
  | "EQUAL"
  | "NOT_EQUAL"
  | "ARRAY_CONTAINS"
  | "IN"
  | "ARRAY_CONTAINS_ANY"
  | "NOT_IN";

type UnaryOperator = "IS_NAN" | "IS_NULL" | "IS_NOT_NAN" | "IS_NOT_NULL";

type Filter =
  | { fieldFilter: { field: FieldReference; op: FieldOperator; value: FirestoreValue } }
  | { unaryFilter: { field: FieldReference; op: UnaryOperator } }
  | { compositeFilter: { op: "AND" | "OR"; filters: Filter[] } };

interface Order {
  field: FieldReference;
  direction?: "ASCENDING" | "DESCENDING";
}

/** A position given by values of the orderBy fields; `before` places it before those values. */
interface Cursor {
  values: FirestoreValue[];
  before?: boolean;
}

export interface CollectionSelector {
  collectionId: string;
  allDescendants?: boolean;
}

/** Firestore's StructuredQuery as the REST API takes it. */
export interface StructuredQuery {
  select?: { fields: FieldReference[] };
  from?: CollectionSelector[];
  where?: Filter;
  orderBy?: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number;
  limit?: number;
}
