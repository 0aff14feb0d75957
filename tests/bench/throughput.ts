import autocannon, { type RequestSpec } from "autocannon";

export type Instance = "uncached" | "cached";

export interface ThroughputResult {
  instance: Instance;
  path: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** X-Page-Cache values seen on the measured responses, with counts (pages only). */
  pageCache: Record<string, number>;
}

export const CONNECTIONS = 10;
/** JIT, the seed decode and the page cache settle before anything is counted. */
export const WARM_UP_SECONDS = 2;

function headerValue(headers: Record<string, string | string[]>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value.join(",") : value;
}

/** One bounded autocannon run on one path after a short warm-up, counting X-Page-Cache answers. */
export async function measureThroughput(origin: string, path: string, instance: Instance, seconds: number): Promise<ThroughputResult> {
  const url = `${origin}${path}`;
  await autocannon({ url, connections: CONNECTIONS, duration: Math.min(WARM_UP_SECONDS, seconds) });
  const pageCache: Record<string, number> = {};
  const countPageCache: RequestSpec["onResponse"] = (_status, _body, _context, headers) => {
    const cache = headerValue(headers, "x-page-cache");
    if (cache !== undefined) pageCache[cache] = (pageCache[cache] ?? 0) + 1;
  };
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests: [{ onResponse: countPageCache }] });
  const line: ThroughputResult = {
    instance,
    path,
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    pageCache,
  };
  console.log(`${instance} ${path}: ${line.requestsPerSec.toFixed(0)} req/s, p50 ${line.p50Ms} ms, p99 ${line.p99Ms} ms`);
  return line;
}
