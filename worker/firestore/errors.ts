/** The `error` object of a Firestore REST answer. */
export interface FirestoreErrorBody {
  code?: number;
  status?: string;
  message?: string;
  details?: unknown[];
}

interface FirestoreErrorInit {
  /** gRPC canonical status name, e.g. NOT_FOUND, UNAVAILABLE, DEADLINE_EXCEEDED, CANCELLED, DATA_LOSS. */
  status: string;
  message: string;
  /** The HTTP status, or null when no answer arrived (network error, timeout, abort). */
  httpStatus: number | null;
  body?: FirestoreErrorBody | null;
  cause?: unknown;
}

export class FirestoreError extends Error {
  override name = "FirestoreError";
  readonly status: string;
  /** Firestore's numeric code from the body, else the HTTP status, else 0. */
  readonly code: number;
  readonly httpStatus: number | null;
  readonly body: FirestoreErrorBody | null;

  constructor(init: FirestoreErrorInit) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.httpStatus = init.httpStatus;
    this.body = init.body ?? null;
    this.code = init.body?.code ?? init.httpStatus ?? 0;
  }
}

const STATUS_BY_HTTP: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  409: "ABORTED",
  412: "FAILED_PRECONDITION",
  429: "RESOURCE_EXHAUSTED",
  499: "CANCELLED",
  500: "INTERNAL",
  501: "UNIMPLEMENTED",
  503: "UNAVAILABLE",
  504: "DEADLINE_EXCEEDED",
};

/** Builds the error for a non-2xx answer; `text` is the raw body, which may not be Firestore's JSON. */
export function errorFromResponse(httpStatus: number, text: string): FirestoreError {
  const body = parseErrorBody(text);
  return new FirestoreError({
    status: body?.status ?? STATUS_BY_HTTP[httpStatus] ?? "UNKNOWN",
    message: body?.message ?? (text.trim().slice(0, 200) || `HTTP ${httpStatus}`),
    httpStatus,
    body,
  });
}

/** Firestore answers `{ error }`, or for streamed methods (runQuery, batchGet) `[{ error }]`. */
export function errorBodyOf(json: unknown): FirestoreErrorBody | null {
  const candidate: unknown = Array.isArray(json) ? json.find((entry) => isRecord(entry) && "error" in entry) : json;
  if (!isRecord(candidate) || !isRecord(candidate.error)) return null;
  const { code, status, message, details } = candidate.error;
  return {
    ...(typeof code === "number" && { code }),
    ...(typeof status === "string" && { status }),
    ...(typeof message === "string" && { message }),
    ...(Array.isArray(details) && { details }),
  };
}

function parseErrorBody(text: string): FirestoreErrorBody | null {
  try {
    return errorBodyOf(JSON.parse(text));
  } catch {
    return null;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
