import { errorBodyOf, errorFromResponse, FirestoreError } from "./errors";

export interface HttpOptions {
  /** e.g. `http://127.0.0.1:8080` or `https://firestore.googleapis.com`. */
  baseUrl: string;
  headers: Record<string, string>;
  /** The bearer token, asked for on every call within its timeout (a service account's is renewed as it expires). */
  token?: ((signal: AbortSignal) => Promise<string>) | undefined;
  fetch: typeof fetch;
  timeoutMs: number;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

interface RequestInput extends CallOptions {
  method: "GET" | "POST";
  /** The URL path after `/v1/`, already percent-encoded. */
  resource: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

export type Requester = (input: RequestInput) => Promise<unknown>;

/**
 * One JSON call with a timeout (combined with the caller's signal). Every failure becomes a
 * FirestoreError: HTTP errors keep Firestore's body; no answer → UNAVAILABLE, DEADLINE_EXCEEDED
 * or CANCELLED; an unreadable 2xx body → DATA_LOSS.
 */
export function createRequester(options: HttpOptions): Requester {
  const { baseUrl, headers, token, fetch: doFetch, timeoutMs } = options;

  return async ({ method, resource, query, body, signal: callerSignal }) => {
    const url = new URL(`${baseUrl}/v1/${resource}`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    // A token that cannot be had fails the call as Firestore would: the caller's fallbacks apply.
    const callHeaders: Record<string, string> = { ...headers };
    if (token) callHeaders.authorization = `Bearer ${await token(signal)}`;
    if (body !== undefined) callHeaders["content-type"] = "application/json";
    const init: RequestInit = {
      method,
      headers: callHeaders,
      signal,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    };

    let response: Response;
    let text: string;
    try {
      response = await doFetch(url.toString(), init);
      // The body read is covered by the same signal: a stalled body times out too.
      text = await response.text();
    } catch (cause) {
      throw noAnswerError(cause, url, callerSignal, timeout, timeoutMs);
    }

    if (!response.ok) throw errorFromResponse(response.status, text);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      throw new FirestoreError({
        status: "DATA_LOSS",
        message: `malformed JSON from ${method} ${url.pathname}`,
        httpStatus: response.status,
        cause,
      });
    }
    // Streamed methods can report an error after some results, inside a 200 answer.
    const streamedError = Array.isArray(json) ? errorBodyOf(json) : null;
    if (streamedError) {
      throw new FirestoreError({
        status: streamedError.status ?? "UNKNOWN",
        message: streamedError.message ?? "error in a streamed answer",
        httpStatus: response.status,
        body: streamedError,
      });
    }
    return json;
  };
}

function noAnswerError(
  cause: unknown,
  url: URL,
  callerSignal: AbortSignal | undefined,
  timeout: AbortSignal,
  timeoutMs: number,
): FirestoreError {
  const where = `${url.origin}${url.pathname}`;
  if (callerSignal?.aborted) {
    return new FirestoreError({ status: "CANCELLED", message: `request aborted: ${where}`, httpStatus: null, cause });
  }
  if (timeout.aborted) {
    return new FirestoreError({
      status: "DEADLINE_EXCEEDED",
      message: `no answer within ${timeoutMs} ms: ${where}`,
      httpStatus: null,
      cause,
    });
  }
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new FirestoreError({ status: "UNAVAILABLE", message: `${reason}: ${where}`, httpStatus: null, cause });
}
