import { request } from "node:http";

export interface Fetched {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * GET on a connection of its own, closed afterwards. The probes between measurements leave
 * gaps of seconds (compression, Lighthouse); a kept-alive connection that the server closed
 * meanwhile would fail the next request.
 */
export function httpGet(url: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { Connection: "close" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
