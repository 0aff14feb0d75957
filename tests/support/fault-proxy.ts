import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type Fault = "none" | "slow" | "500" | "429" | "garbage" | "wrong-types" | "reset";

/** One call the proxy received. */
export interface ProxiedCall {
  method: string;
  /** The URL path, decoded, after `/documents` (e.g. `/obvestila`, `:runQuery`). */
  path: string;
  body: string;
}

/** Which collection a call of the site reads: the listed collection, or the query's `from` (`items` for the menu's groups). */
export function collectionOf(call: ProxiedCall): string {
  if (call.method === "POST" && call.path.endsWith(":runQuery")) {
    const query = JSON.parse(call.body) as { structuredQuery?: { from?: { collectionId?: string }[] } };
    return query.structuredQuery?.from?.[0]?.collectionId ?? "";
  }
  return call.path.replace(/^\//, "").split("/")[0] ?? "";
}

/**
 * Sits between the site and the Firestore emulator and fails the ways the emulator itself
 * cannot: slow past the client's timeout, 500/429 answers, malformed JSON, documents whose
 * fields have the wrong types, connections reset mid-request. It records every call, and can
 * delay every answer (`delayMs`) as a distant database would.
 */
export async function startFaultProxy(
  target: string,
  slowMs = 6000,
): Promise<{ host: string; fault: Fault; delayMs: number; calls: ProxiedCall[]; readonly requests: number; close(): Promise<void> }> {
  const state = { fault: "none" as Fault, delayMs: 0 };
  const calls: ProxiedCall[] = [];
  const server: Server = createServer((req, res) => {
    const fault = state.fault;
    const call: ProxiedCall = {
      method: req.method ?? "",
      path: decodeURIComponent((req.url ?? "").split("?")[0] ?? "").replace(/^.*\/documents/, ""),
      body: "",
    };
    calls.push(call);
    req.on("data", (chunk: Buffer) => (call.body += chunk.toString()));
    if (fault === "reset") return req.socket.destroy();
    if (fault === "500" || fault === "429") {
      res.writeHead(Number(fault), { "content-type": "application/json" });
      return res.end(
        JSON.stringify({
          error: { code: Number(fault), status: fault === "429" ? "RESOURCE_EXHAUSTED" : "INTERNAL", message: "injected" },
        }),
      );
    }
    if (fault === "garbage") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end('{"documents": [ {"name": "x", "fields": ');
    }
    const upstream = httpRequest(`http://${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        let body = Buffer.concat(chunks).toString("utf8");
        // Every typed value becomes a string: each document is then of the wrong shape.
        if (fault === "wrong-types")
          body = body
            .replace(/"(integerValue|doubleValue|booleanValue|arrayValue)"\s*:/g, '"stringValue":')
            .replace(/"stringValue":\s*\{[^{}]*\}/g, '"stringValue":"x"');
        const send = () => {
          res.writeHead(answer.statusCode ?? 502, { "content-type": answer.headers["content-type"] ?? "application/json" });
          res.end(body);
        };
        setTimeout(send, (fault === "slow" ? slowMs : 0) + state.delayMs);
      });
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    get fault() {
      return state.fault;
    },
    set fault(value: Fault) {
      state.fault = value;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    calls,
    /** How many requests have reached the proxy, whatever it answered. */
    get requests() {
      return calls.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
