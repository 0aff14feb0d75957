import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { add, bill, BILLING_PATH, BILLING_RESET_PATH, type BilledCall, type BillingReport, emptyCounts } from "./billing";

const CALL_LOG_LIMIT = 2000;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export interface BillingProxy {
  /** `127.0.0.1:port`, for FIRESTORE_EMULATOR_HOST; the control paths are on the same port. */
  host: string;
  /** The counts and every call kept. */
  report(): BillingReport;
  reset(): void;
  close(): Promise<void>;
}

/**
 * Sits between the site and the Firestore emulator, forwards every call unchanged and counts
 * what Firestore would bill for it, per dataset. Code that cannot reach this process's memory
 * (a test inside workerd) reads the counts at `GET /__billing` and zeroes them with
 * `POST /__billing/reset`, on the proxy's own port.
 */
export async function startBillingProxy(target: string): Promise<BillingProxy> {
  let counts = emptyCounts();
  let calls: BilledCall[] = [];
  let lastCall = 0;
  const reset = () => {
    counts = emptyCounts();
    calls = [];
    lastCall = 0;
  };

  const control = (req: IncomingMessage, res: ServerResponse): boolean => {
    const [path, query = ""] = (req.url ?? "").split("?");
    if (path === BILLING_PATH && req.method === "GET") {
      const parameters = new URLSearchParams(query);
      const after = Number(parameters.get("after") ?? 0);
      const report: BillingReport = { counts, lastCall };
      if (parameters.get("calls") === "1") report.calls = calls.filter((call) => call.seq > after);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(report));
      return true;
    }
    if (path === BILLING_RESET_PATH && req.method === "POST") {
      reset();
      res.writeHead(204);
      res.end();
      return true;
    }
    return false;
  };

  const server: Server = createServer((req, res) => {
    if (control(req, res)) return;
    void (async () => {
      const requestBody = await readBody(req);
      const method = req.method ?? "GET";
      const path = decodeURIComponent((req.url ?? "").split("?")[0] ?? "").replace(/^.*?\/documents(?=[/:]|$)/, "");
      // Uncompressed answers, so that the documents in them can be counted.
      const headers = { ...req.headers };
      delete headers["accept-encoding"];
      const upstream = httpRequest(`http://${target}${req.url ?? ""}`, { method, headers }, (answer) => {
        void readBody(answer).then(
          (responseBody) => {
            const status = answer.statusCode ?? 502;
            const billed = bill(method, path, requestBody.toString("utf8"), status, responseBody.toString("utf8"));
            add(counts.calls, billed.dataset);
            for (const key of ["reads", "writes", "deletes", "transformOnlyWrites"] as const)
              for (const [dataset, n] of Object.entries(billed[key])) add(counts[key], dataset, n);
            const sum = (record: Record<string, number>) => Object.values(record).reduce((total, n) => total + n, 0);
            calls.push({
              seq: ++lastCall,
              method,
              path,
              dataset: billed.dataset,
              status,
              reads: sum(billed.reads),
              writes: sum(billed.writes),
            });
            if (calls.length > CALL_LOG_LIMIT) calls.splice(0, calls.length - CALL_LOG_LIMIT);
            const forwarded = { ...answer.headers };
            delete forwarded["transfer-encoding"];
            forwarded["content-length"] = String(responseBody.length);
            res.writeHead(status, forwarded);
            res.end(responseBody);
          },
          () => res.destroy(),
        );
      });
      upstream.on("error", () => res.destroy());
      upstream.end(requestBody);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    report: () => ({ counts, lastCall, calls }),
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
