import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { LANGS } from "../../shared/i18n/lang";
import { PAGES, pagePath } from "../../shared/site/site-pages";
import { httpGet } from "./http-get";
import { inlineJsonOf, type InlineJson } from "./inline-json";

/** Sizes as node:zlib's defaults make them (gzip level 6, brotli quality 11). */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

interface FileGroup extends Sizes {
  files: string[];
}

export interface RouteBytes {
  path: string;
  status: number;
  html: Sizes;
  /** The entry script, its modulepreloads and everything they import statically. */
  initialJs: FileGroup;
  /** Chunks (and their CSS) that the initial JS imports dynamically, loaded later if at all. */
  lazy: FileGroup;
  css: FileGroup;
  inlineJson: InlineJson;
}

export function sizesOf(bytes: Uint8Array): Sizes {
  return { raw: bytes.byteLength, gzip: gzipSync(bytes).byteLength, brotli: brotliCompressSync(bytes).byteLength };
}

function attributes(html: string, tag: string, rel: string | null, attribute: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "gi"))) {
    const element = match[0];
    if (rel !== null && !new RegExp(`\\brel="${rel}"`, "i").test(element)) continue;
    if (tag === "script" && !/\btype="module"/i.test(element)) continue;
    const value = new RegExp(`\\b${attribute}="([^"]+)"`, "i").exec(element)?.[1];
    if (value) found.push(value);
  }
  return found;
}

// Minified ES modules: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`;
// dynamic import() with any kind of quotes.
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'`]([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;
// Vite's preload helper names the files a dynamic import needs (CSS included) in one array.
const PRELOAD_DEPS = /__vite__mapDeps[^[]*\[([^\]]*)\]/g;

function resolveFrom(base: string, specifier: string): string {
  if (/^assets\//.test(specifier)) return `/${specifier}`;
  return new URL(specifier, `http://site${base}`).pathname;
}

/** Fetches files once and follows a chunk's imports. */
class AssetGraph {
  private readonly texts = new Map<string, string>();
  private readonly sizes = new Map<string, Sizes>();
  constructor(private readonly origin: string) {}

  async load(path: string): Promise<string> {
    const known = this.texts.get(path);
    if (known !== undefined) return known;
    const response = await httpGet(`${this.origin}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    this.sizes.set(path, sizesOf(response.body));
    const text = response.body.toString("utf8");
    this.texts.set(path, text);
    return text;
  }

  group(files: string[]): FileGroup {
    const group: FileGroup = { files, raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const size = this.sizes.get(file)!;
      group.raw += size.raw;
      group.gzip += size.gzip;
      group.brotli += size.brotli;
    }
    return group;
  }

  private async imports(path: string): Promise<{ eager: string[]; later: string[] }> {
    if (!path.endsWith(".js")) {
      await this.load(path);
      return { eager: [], later: [] };
    }
    const code = await this.load(path);
    const found = (pattern: RegExp) => [...code.matchAll(pattern)].map((match) => match[1]!);
    const deps = found(PRELOAD_DEPS).flatMap((list) => [...list.matchAll(/["'`]([^"'`]+)["'`]/g)].map((dep) => dep[1]!));
    return {
      eager: found(STATIC_IMPORT).map((spec) => resolveFrom(path, spec)),
      later: [...found(DYNAMIC_IMPORT), ...deps].map((spec) => resolveFrom(path, spec)),
    };
  }

  /** Everything reachable from the roots; `follow` picks which imports of a file to take. */
  private async reach(
    roots: string[],
    follow: (found: { eager: string[]; later: string[] }) => string[],
    except: Set<string>,
  ): Promise<Set<string>> {
    const reached = new Set<string>();
    const pending = [...roots];
    while (pending.length > 0) {
      const path = pending.pop()!;
      if (reached.has(path) || except.has(path)) continue;
      reached.add(path);
      pending.push(...follow(await this.imports(path)));
    }
    return reached;
  }

  /** Initial: the roots and their static imports. Lazy: whatever the initial files import dynamically, and all it imports. */
  async closure(roots: string[]): Promise<{ initial: string[]; lazy: string[] }> {
    const initial = await this.reach(roots, (found) => found.eager, new Set());
    const lazyRoots: string[] = [];
    for (const path of initial) lazyRoots.push(...(await this.imports(path)).later);
    const lazy = await this.reach(lazyRoots, (found) => [...found.eager, ...found.later], initial);
    return { initial: [...initial], lazy: [...lazy] };
  }
}

/** HTML, initial JS, lazy chunks, CSS and inline JSON of every page in every language, as the site serves them. */
export async function measureRouteBytes(origin: string): Promise<RouteBytes[]> {
  const graph = new AssetGraph(origin);
  const routes: RouteBytes[] = [];
  for (const page of PAGES) {
    for (const lang of LANGS) {
      const path = pagePath(page.id, lang);
      const response = await httpGet(`${origin}${path}`);
      const html = response.body.toString("utf8");
      const scripts = attributes(html, "script", null, "src");
      const preloads = attributes(html, "link", "modulepreload", "href");
      const stylesheets = attributes(html, "link", "stylesheet", "href");
      const { initial, lazy } = await graph.closure([...scripts, ...preloads]);
      for (const sheet of stylesheets) await graph.load(sheet);
      routes.push({
        path,
        status: response.status,
        html: sizesOf(response.body),
        initialJs: graph.group(initial),
        lazy: graph.group(lazy),
        css: graph.group(stylesheets),
        inlineJson: inlineJsonOf(html),
      });
    }
  }
  return routes;
}

/** The editor's own files (built apart, vite.config.ts), which no public page may load. */
export interface EditorBytes {
  script: Sizes;
  css: Sizes;
  /** Public routes whose scripts or style sheets include an editor file: none, or the editor costs visitors. */
  loadedBy: string[];
}

export function measureEditorBytes(clientDir: string, editor: { script: string; css: string }, routes: RouteBytes[]): EditorBytes {
  const files = [editor.script, editor.css];
  const loads = (route: RouteBytes) =>
    [route.initialJs, route.lazy, route.css].some((group) => group.files.some((file) => files.includes(file)));
  return {
    script: sizesOf(readFileSync(join(clientDir, editor.script))),
    css: sizesOf(readFileSync(join(clientDir, editor.css))),
    loadedBy: routes.filter(loads).map((route) => route.path),
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The file of the client build whose size is closest to the given size, as a URL path. */
export function staticAssetNear(clientDir: string, bytes: number): { path: string; bytes: number } {
  let best: { path: string; bytes: number } | null = null;
  for (const file of filesUnder(clientDir)) {
    const size = statSync(file).size;
    if (!best || Math.abs(size - bytes) < Math.abs(best.bytes - bytes)) best = { path: `/${relative(clientDir, file)}`, bytes: size };
  }
  if (!best) throw new Error(`${clientDir} is empty`);
  return best;
}
