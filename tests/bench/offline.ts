/**
 * The service worker's figures (docs/decisions/005-service-worker-policy.md): its size, what its install stores, and how soon
 * the menu's first screen is painted offline when the visitor had seen only the home page.
 * Debian's Chromium through playwright-core, 390×844; the offline load runs with the CPU
 * slowed 4× (CDP Emulation.setCPUThrottlingRate on the page; the worker's own thread is not
 * slowed) and the network cut (Playwright's setOffline), each in a fresh browser context.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Page } from "playwright-core";
import { cacheName } from "../../client/service-worker/site-caches";
import { SERVICE_WORKER_PATH } from "../../shared/offline/offline-contract";
import { OFFLINE_NOTICE_TEMPLATE_ID } from "../../shared/offline/offline-copy";
import { pagePath } from "../../shared/site/site-pages";
import { CHROMIUM_ARGS, chromiumPath } from "../support/chromium";
import { CPU_SLOWDOWN, VIEWPORT } from "./blocking-time";
import { httpGet } from "./http-get";
import { loadsInTurn, type LoadSeries } from "./loads-in-turn";
import { table } from "./report";
import { fmtKb } from "./stats";

export const OFFLINE_LOADS = 7;
export const OFFLINE_FROM = pagePath("home", "sl");
export const OFFLINE_MENU = pagePath("offer", "sl");
/**
 * Where the install is measured from: a page that loads nothing once it has loaded (no
 * pictures, no sliders), so that the caches then hold what the install stored and nothing the
 * page fetched through the worker afterwards.
 */
const INSTALL_FROM = pagePath("offline", "sl");

/**
 * The reference for the offline paint: the same load when the stored copy of the menu is a
 * page of three lines (no stylesheet, no script). Its paint is what Chromium and the worker
 * take on this machine for any page (a new document in the worker's process, the commit,
 * the first frame); the menu's own share is the difference, measured in the same run.
 */
const THREE_LINE_COPY =
  `<!doctype html><html lang="sl"><head><meta charset="utf-8"><title>Meni</title></head><body><main>` +
  `<template id="${OFFLINE_NOTICE_TEMPLATE_ID}">Brez povezave: {{date}} {{time}}</template><h1>Meni</h1></main></body></html>`;

/** The menu offline (the budget), the reference, and the menu online. */
const LOAD_MODES = ["offline", "threeLines", "online"] as const;
type LoadMode = (typeof LOAD_MODES)[number];

interface StoredFile {
  cache: string;
  path: string;
  raw: number;
  gzip: number;
}

interface OfflinePaint {
  fcpMs: number;
  lcpMs: number;
}

/** First contentful paints; the median is the budget's figure. */
type MenuPaints = LoadSeries<OfflinePaint>;

export interface OfflineResult {
  worker: { raw: number; gzip: number };
  /** What the install stored, read from the caches once the worker controls the page. */
  stored: StoredFile[];
  storedGzip: number;
  /** The menu with the network cut, from the stored copy: the budget. */
  offline: MenuPaints;
  /** The same load offline with a three-line stored copy in place of the menu: the reference. */
  threeLines: MenuPaints;
  /** The same load online (through the worker, from the edge cache): for comparison. */
  online: MenuPaints;
}

async function installedContext(browser: Browser, origin: string, from: string) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${origin}${from}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return { context, page };
}

async function storedFiles(browser: Browser, origin: string): Promise<StoredFile[]> {
  const { context, page } = await installedContext(browser, origin, INSTALL_FROM);
  try {
    const entries = await page.evaluate(async () => {
      const found: { cache: string; url: string }[] = [];
      for (const cache of await caches.keys())
        for (const request of await (await caches.open(cache)).keys()) found.push({ cache, url: request.url });
      return found;
    });
    const files: StoredFile[] = [];
    for (const { cache, url } of entries) {
      const { body } = await httpGet(url);
      files.push({
        cache: cache.replace(/-[^-]+$/, ""),
        path: new URL(url).pathname,
        raw: body.byteLength,
        gzip: gzipSync(body).byteLength,
      });
    }
    return files;
  } finally {
    await context.close();
  }
}

/** Replaces the stored copy of the menu (keeping its headers, and so its fetch time) with THREE_LINE_COPY. */
async function storeThreeLineCopy(page: Page, origin: string) {
  await page.evaluate(
    async ({ prefix, url, html }) => {
      const name = (await caches.keys()).find((key) => key.startsWith(prefix));
      const cache = name && (await caches.open(name));
      const stored = cache && (await cache.match(url, { ignoreVary: true }));
      if (!cache || !stored) throw new Error(`${url} is not stored`);
      await cache.put(url, new Response(html, { headers: stored.headers }));
    },
    // The pages cache of whichever build is installed: its name with the stamp left off.
    { prefix: cacheName("pages", ""), url: `${origin}${OFFLINE_MENU}`, html: THREE_LINE_COPY },
  );
}

async function menuLoad(browser: Browser, origin: string, mode: LoadMode): Promise<OfflinePaint> {
  const { context, page } = await installedContext(browser, origin, OFFLINE_FROM);
  const offline = mode !== "online";
  try {
    if (mode === "threeLines") await storeThreeLineCopy(page, origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await context.setOffline(offline);
    await page.goto(`${origin}${OFFLINE_MENU}`, { waitUntil: "load" });
    if ((await page.locator(".offline-notice").count()) !== (offline ? 1 : 0))
      throw new Error(`${OFFLINE_MENU} ${offline ? "offline was not" : "online was"} the stored copy`);
    return await page.evaluate(
      () =>
        new Promise<{ fcpMs: number; lcpMs: number }>((resolve) => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({ fcpMs: fcp, lcpMs: entries[entries.length - 1]?.startTime ?? Number.NaN });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

export async function measureOffline(origin: string, clientDir: string): Promise<OfflineResult> {
  const script = readFileSync(join(clientDir, SERVICE_WORKER_PATH));
  const worker = { raw: script.byteLength, gzip: gzipSync(script).byteLength };
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const stored = await storedFiles(browser, origin);
    const paints = await loadsInTurn(
      OFFLINE_LOADS,
      LOAD_MODES,
      (mode) => menuLoad(browser, origin, mode),
      (load) => load.fcpMs,
    );
    const result: OfflineResult = {
      worker,
      stored,
      storedGzip: stored.reduce((sum, file) => sum + file.gzip, 0),
      ...paints,
    };
    console.log(
      `offline: worker ${worker.gzip} B gzip, install stores ${result.storedGzip} B gzip, menu painted after ${result.offline.medianMs.toFixed(0)} ms offline ` +
        `(a three-line copy ${result.threeLines.medianMs.toFixed(0)} ms), ${result.online.medianMs.toFixed(0)} ms online (medians)`,
    );
    return result;
  } finally {
    await browser.close();
  }
}

/** The service worker's figures (offline.ts), with every file its install stores. */
export function offlineSection(offline: OfflineResult): string {
  const loads = ({ loads, error }: MenuPaints) =>
    (loads.map((load) => `${load.fcpMs.toFixed(0)} / ${load.lcpMs.toFixed(0)} ms`).join(", ") || "–") +
    (error ? ` (a load failed: ${error})` : "");
  return [
    "## Service worker and offline",
    "",
    `\`/sw.js\`: ${fmtKb(offline.worker.raw)} raw, ${fmtKb(offline.worker.gzip)} gzip. ` +
      `${OFFLINE_MENU} after only ${OFFLINE_FROM}, CPU ${CPU_SLOWDOWN}× slower, each load's first contentful paint / largest contentful paint: ` +
      `offline, from the stored copy: ${loads(offline.offline)}; offline, with a three-line page stored in its place (the reference: what any page costs here): ${loads(offline.threeLines)}; ` +
      `online, through the worker from the edge cache (for comparison): ${loads(offline.online)}.`,
    "",
    "What the install stores (the caches' contents once the worker controls a page that loads nothing more; gzip is what it costs to transfer):",
    "",
    table(
      ["Cache", "File", "raw", "gzip"],
      [
        ...offline.stored.map((file) => [file.cache, `\`${file.path}\``, fmtKb(file.raw), fmtKb(file.gzip)]),
        ["**total**", "", fmtKb(offline.stored.reduce((sum, file) => sum + file.raw, 0)), fmtKb(offline.storedGzip)],
      ],
    ),
  ].join("\n");
}
