/** The part of a FetchEvent the guard uses. */
export interface RespondableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

/**
 * Answers with what `strategy` makes; if it throws or fails, from the network as if there
 * were no worker. A bug in the worker, or storage that cannot be read, then costs the visitor
 * nothing while online.
 */
export function respondSafely(event: RespondableEvent, strategy: () => Promise<Response>): void {
  event.respondWith(
    (async () => {
      try {
        return await strategy();
      } catch {
        return fetch(event.request);
      }
    })(),
  );
}
