import { PAYLOAD_ELEMENT_ID, type AppPayload } from "../shared/app-payload";
import type { PageHead } from "../shared/page-head";
import type { Lang } from "../shared/lang";
import type { BuildInfo } from "./build-info";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can form. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export interface DocumentParts {
  lang: Lang;
  head: PageHead;
  body: string;
  nonce: string;
  build: BuildInfo;
  payload: AppPayload;
}

export function htmlDocument({ lang, head, body, nonce, build, payload }: DocumentParts): string {
  const alternates = head.alternates
    .map((alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}">`)
    .join("");
  const styles = build.css.map((href) => `<link rel="stylesheet" href="${href}">`).join("");
  const preloads = build.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join("");
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(head.title)}</title>` +
    `<meta name="description" content="${escapeHtml(head.description)}">` +
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">${alternates}` +
    `<meta name="theme-color" content="#7a2e12">` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">${styles}${preloads}` +
    `</head><body><div id="root">${body}</div>` +
    `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}" nonce="${nonce}">${scriptJson(payload)}</script>` +
    `<script type="module" src="${build.script}" nonce="${nonce}"></script>` +
    `</body></html>`
  );
}
