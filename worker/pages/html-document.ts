import { IDLE_PRELOAD_ATTRIBUTE } from "../../shared/islands/island-element";
import type { PageHead } from "../../shared/site/page-head";
import { RESTAURANT } from "../../shared/restaurant/restaurant";
import type { Lang } from "../../shared/i18n/lang";
import { SERVICE_WORKER_ATTRIBUTE, SERVICE_WORKER_PATH } from "../../shared/offline/offline-contract";
import { APPLE_TOUCH_ICON, appIconPath, THEME_COLOUR, webAppManifestPath } from "../../shared/site/web-app";
import type { BuildInfo } from "../app/build-info";
import { EARLY_NOTICE_SCRIPT } from "./early-notice-script";
import { SPECULATION_RULES } from "./speculation-rules";
import { BEACON_SCRIPT_ORIGIN } from "../http/web-analytics";

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
  build: BuildInfo;
  jsonLd: unknown[];
  /** Whether the page registers the service worker (the SERVICE_WORKER switch). */
  serviceWorker: boolean;
  /** Cloudflare Web Analytics' site token (CF_BEACON_TOKEN): the page then carries its beacon. */
  beaconToken?: string | undefined;
}

/**
 * The import map's integrity section: the SRI digest of every script of the build, so that
 * a chunk loaded later by a dynamic import (React, the islands) is checked like the entry.
 */
function importMap(build: BuildInfo): string {
  return scriptJson({ integrity: build.integrity });
}

/**
 * The exact text of every inline block the browser executes or acts on: the page's CSP
 * allows them by hash. They are the same on every page, so the policy is fixed per build.
 */
export function inlineScripts(build: BuildInfo): string[] {
  return [EARLY_NOTICE_SCRIPT, importMap(build), SPECULATION_RULES];
}

/** The integrity attribute of one of the build's files (none under the dev server, which has no digests). */
function integrity(build: BuildInfo, href: string): string {
  const digest = build.integrity[href];
  return digest ? ` integrity="${digest}"` : "";
}

/** The chunks of React and the islands, which the browser fetches at idle and evaluates on a first touch. */
function idlePreloads(build: BuildInfo): string {
  return build.islandsRuntime.length > 0 ? ` ${IDLE_PRELOAD_ATTRIBUTE}="${build.islandsRuntime.join(" ")}"` : "";
}

function beaconScript(token: string): string {
  return `<script defer src="${BEACON_SCRIPT_ORIGIN}/beacon.min.js" data-cf-beacon="${escapeHtml(JSON.stringify({ token }))}"></script>`;
}

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

function headTags(head: PageHead): string {
  const seo = head.indexable
    ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` +
      head.alternates.map((alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}">`).join("")
    : meta("name", "robots", "noindex");
  return (
    `<title>${escapeHtml(head.title)}</title>` +
    meta("name", "description", head.description) +
    seo +
    meta("property", "og:type", "website") +
    meta("property", "og:site_name", RESTAURANT.name) +
    meta("property", "og:title", head.title) +
    meta("property", "og:description", head.description) +
    meta("property", "og:url", head.canonical) +
    meta("property", "og:image", head.image.url) +
    meta("property", "og:image:width", String(head.image.width)) +
    meta("property", "og:image:height", String(head.image.height)) +
    meta("property", "og:image:alt", head.image.alt) +
    meta("property", "og:locale", head.ogLocale) +
    head.ogLocaleAlternates.map((locale) => meta("property", "og:locale:alternate", locale)).join("") +
    meta("name", "twitter:card", "summary_large_image") +
    meta("name", "twitter:title", head.title) +
    meta("name", "twitter:description", head.description) +
    meta("name", "twitter:image", head.image.url)
  );
}

export function htmlDocument({ lang, head, body, build, jsonLd, serviceWorker, beaconToken }: DocumentParts): string {
  const jsonLdTexts = jsonLd.map(scriptJson);
  const styles = build.css.map((href) => `<link rel="stylesheet" href="${href}"${integrity(build, href)}>`).join("");
  const preloads = build.preload.map((href) => `<link rel="modulepreload" href="${href}"${integrity(build, href)}>`).join("");
  return (
    `<!doctype html><html lang="${lang}"${serviceWorker ? ` ${SERVICE_WORKER_ATTRIBUTE}="${SERVICE_WORKER_PATH}"` : ""}><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    headTags(head) +
    `<meta name="theme-color" content="${THEME_COLOUR}">` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    `<link rel="apple-touch-icon" href="${appIconPath(APPLE_TOUCH_ICON)}">` +
    `<link rel="manifest" href="${webAppManifestPath(lang)}">` +
    `<script>${EARLY_NOTICE_SCRIPT}</script>` +
    `<script type="importmap">${importMap(build)}</script>${styles}${preloads}` +
    `<script type="module" src="${build.script}"${integrity(build, build.script)}${idlePreloads(build)}></script>` +
    (beaconToken ? beaconScript(beaconToken) : "") +
    jsonLdTexts.map((text) => `<script type="application/ld+json">${text}</script>`).join("") +
    `<script type="speculationrules">${SPECULATION_RULES}</script>` +
    `</head><body>${body}</body></html>`
  );
}
