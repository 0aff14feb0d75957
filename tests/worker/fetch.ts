import { exports } from "cloudflare:workers";

const ORIGIN = "http://127.0.0.1:8787";

export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
}

export function textOf(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}
