import { exports } from "cloudflare:workers";

const ORIGIN = "http://127.0.0.1:8787";

export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
}

export function textOf(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** What a reader sees of an HTML page: its language, its h1, and its text without the tags, entities decoded. */
export function shownPage(html: string): { lang: string | undefined; heading: string | undefined; text: string } {
  const decode = (text: string) =>
    text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (entity, hex?: string, decimal?: string, name?: string) => {
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      if (decimal) return String.fromCodePoint(Number(decimal));
      return ENTITIES[name ?? ""] ?? entity;
    });
  const body = html.slice(html.indexOf("<body"));
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    heading: decode(/<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? "") || undefined,
    text: decode(body.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ")),
  };
}
