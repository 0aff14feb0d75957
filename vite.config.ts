import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build, defineConfig, type Plugin, type Rollup } from "vite";
import { sliderLayoutCss } from "./shared/components/slider-variants.ts";
import { LANGS } from "./shared/i18n/lang.ts";
import { devServer } from "./scripts/dev/vite-dev.ts";
import type { BuildInfo, EditorBuild } from "./worker/app/build-info.ts";

const root = dirname(fileURLToPath(import.meta.url));

/** The cache-busting build timestamp: an ISO timestamp with punctuation removed. */
const buildStamp = new Date().toISOString().replace(/[^0-9TZ]/g, "");

/**
 * The day the pages' own content (texts, components, styles) last changed, from git; the
 * sitemap's lastmod must not move on a rebuild that changed nothing.
 */
function contentDate(): string {
  try {
    const date = execFileSync("git", ["log", "-1", "--format=%cs", "--", "locales", "shared", "client"], {
      cwd: root,
      encoding: "utf8",
    }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  } catch {
    // Not a git checkout (e.g. an unpacked archive): the build day is the best we know.
  }
  return new Date().toISOString().slice(0, 10);
}

/**
 * What the service worker stores at install besides pages: the entry script with its CSS and
 * static imports, and the chunks it imports dynamically (the islands) with theirs; not what
 * those load later (the sliders' Swiper, which the menu has no use for).
 */
function precacheFiles(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || !chunk || chunk.type !== "chunk") return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    chunk.imports.forEach(add);
  };
  add(entry.fileName);
  entry.dynamicImports.forEach(add);
  return [...files].map((file) => `/${file}`);
}

/**
 * The chunks the entry imports dynamically, with everything they import statically (React DOM
 * and the islands' code), less what the page has loaded already (the entry and its imports).
 */
function islandsRuntime(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const loaded = new Set([entry.fileName, ...entry.imports]);
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || loaded.has(fileName) || !chunk || chunk.type !== "chunk") return;
    files.add(fileName);
    chunk.imports.forEach(add);
  };
  entry.dynamicImports.forEach(add);
  return [...files].map((file) => `/${file}`);
}

/** Subresource Integrity digests of every script and style sheet as written to disk, keyed by URL path. */
function integrityOf(fileNames: string[], outDir: string): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const fileName of [...fileNames].sort()) {
    if (!/\.(?:js|css)$/.test(fileName)) continue;
    const digest = createHash("sha384")
      .update(readFileSync(resolve(outDir, fileName)))
      .digest("base64");
    digests[`/${fileName}`] = `sha384-${digest}`;
  }
  return digests;
}

/** The editor's script and style sheet (client/editor), each an entry of their own build. */
const EDITOR_ENTRIES = { editor: "client/editor/editor.ts", "editor-style": "client/editor/editor.css" } as const;

/**
 * The editor's files, built on their own once the public pages' are written: nothing shared
 * with the pages' chunks, no digest in their import map, nothing in the service worker's
 * precache. Their paths and digests go to build info for the editor's layout.
 */
async function buildEditor(outDir: string): Promise<EditorBuild> {
  const output = await build({
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    build: {
      outDir,
      emptyOutDir: false,
      target: "es2022",
      rolldownOptions: { input: Object.fromEntries(Object.entries(EDITOR_ENTRIES).map(([name, file]) => [name, resolve(root, file)])) },
    },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => ("output" in result ? result.output : []));
  const script = files.find((file) => file.type === "chunk" && file.isEntry && file.name === "editor");
  const css = files.find((file) => file.type === "asset" && file.names.includes("editor-style.css"));
  if (!script || !css) throw new Error("The editor's build wrote no script or no style sheet");
  return { script: `/${script.fileName}`, css: `/${css.fileName}`, integrity: integrityOf([script.fileName, css.fileName], outDir) };
}

/** The service worker, built on its own (one classic script, nothing shared with the page's chunks) once the page's files are known. */
function buildServiceWorker(precache: string[]): Promise<unknown> {
  return build({
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    define: { __SW_BUILD__: JSON.stringify({ stamp: buildStamp, precache }) },
    build: {
      outDir: resolve(root, "dist/client"),
      emptyOutDir: false,
      target: "es2022",
      rolldownOptions: { input: resolve(root, "client/service-worker/sw.ts"), output: { format: "iife", entryFileNames: "sw.js" } },
    },
  });
}

/**
 * Emits the locale files (/assets/i18n/{lang}.json) and, once the files are written,
 * dist/build-info.json, which tells the worker the hashed entry script, its CSS, the chunks
 * it imports, every file's SRI digest and the editor's files (built then, on their own);
 * then builds the service worker.
 */
function buildInfo(): Plugin {
  let precache: string[] = [];
  let info: Omit<BuildInfo, "integrity" | "editor"> | undefined;
  return {
    name: "grill-build-info",
    apply: "build",
    generateBundle(_options, bundle) {
      // Read here, not imported: under `npm run dev` a file this config imports restarts the server when it changes.
      for (const lang of LANGS) {
        const messages: unknown = JSON.parse(readFileSync(resolve(root, `locales/${lang}.json`), "utf8"));
        this.emitFile({ type: "asset", fileName: `assets/i18n/${lang}.json`, source: JSON.stringify(messages) });
      }
      const entry = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry);
      if (!entry || entry.type !== "chunk") throw new Error("The client build has no entry chunk");
      info = {
        stamp: buildStamp,
        contentDate: contentDate(),
        script: `/${entry.fileName}`,
        css: [...(entry.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`),
        preload: entry.imports.map((file) => `/${file}`),
        islandsRuntime: islandsRuntime(bundle, entry),
      };
      precache = precacheFiles(bundle, entry);
    },
    async writeBundle(options, bundle) {
      if (!info) throw new Error("The client build wrote no entry");
      const outDir = options.dir ?? resolve(root, "dist/client");
      const target = resolve(root, "dist/build-info.json");
      mkdirSync(dirname(target), { recursive: true });
      const complete: BuildInfo = { ...info, integrity: integrityOf(Object.keys(bundle), outDir), editor: await buildEditor(outDir) };
      writeFileSync(target, `${JSON.stringify(complete, null, 2)}\n`);
    },
    async closeBundle() {
      await buildServiceWorker(precache);
    },
  };
}

const SLIDER_LAYOUT = "virtual:slider-layout.css";

/** The sliders' per-view and gap custom properties, written from their one definition in shared/. */
function sliderLayout(): Plugin {
  const resolved = `\0${SLIDER_LAYOUT}`;
  return {
    name: "grill-slider-layout",
    resolveId: (id) => (id === SLIDER_LAYOUT ? resolved : undefined),
    load: (id) => (id === resolved ? sliderLayoutCss() : undefined),
  };
}

export default defineConfig(({ command, isPreview }) => ({
  plugins: [react(), sliderLayout(), buildInfo(), command === "serve" && !isPreview ? devServer(contentDate()) : []],
  publicDir: "client/public",
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    target: "es2022",
    cssCodeSplit: true,
    rolldownOptions: {
      input: resolve(root, "client/entry.ts"),
      // Chrome's per-file compile hint on the lazy chunks: each is loaded only when its code is
      // about to run, so its functions are better compiled on the thread that streams the file
      // than one by one on the main thread while the islands hydrate. (A post-banner, because
      // minification drops comments.)
      output: { postBanner: (chunk) => (chunk.isEntry ? "" : "//# allFunctionsCalledOnLoad") },
    },
  },
}));
