/**
 * `npm run dev`: the worker runs in workerd inside Vite's dev server (Cloudflare's Vite plugin),
 * with the same variables and local KV as `npm start`; islands and CSS update in the open page,
 * worker and shared code on the next request.
 */
import { createReadStream, existsSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import type { Connect, Plugin, PluginOption } from "vite";
import { CONFIG_VARIABLES } from "../../worker/app/config-variables.ts";
import { ENCODED_IMAGES_DIR } from "../build/encoded-images.ts";
import { WRANGLER_OFFLINE_ENV } from "./offline-env.ts";

const DEV_BUILD_INFO = "\0grill-dev-build-info";
const DEFAULT_PORT = 5173;

/**
 * Requests the worker never sees under Vite: its client and module URLs (/@vite/client,
 * /@id/…, /@fs/…), the sources it serves as modules, and its optimized dependencies.
 */
const VITE_PATHS = ["!/@*", "!/client/*", "!/shared/*", "!/locales/*", "!/node_modules/*"];

/** The editor's sources, which Vite serves as a module and as a style sheet. */
const DEV_EDITOR = { script: "/client/editor/editor.ts", css: "/client/editor/editor.css", integrity: {} };

const IMAGE_TYPES: Record<string, string> = { ".avif": "image/avif", ".webp": "image/webp", ".jpg": "image/jpeg" };

/** The variables `npm start` passes on (scripts/dev/start.ts): SITE_URL is where the server listens. */
function devVars(origin: string): Record<string, string> {
  const vars: Record<string, string> = { SITE_URL: origin };
  for (const name of CONFIG_VARIABLES) {
    const value = process.env[name];
    if (value) vars[name] = value;
  }
  return vars;
}

/** Serves the pictures the image build encoded (a build is what puts them in dist/client/img). */
const servePictures: Connect.NextHandleFunction = (req, res, next) => {
  const name = basename(req.url?.split("?")[0] ?? "");
  const path = join(ENCODED_IMAGES_DIR, name);
  const type = IMAGE_TYPES[name.slice(name.lastIndexOf("."))];
  if (!type || !existsSync(path)) {
    next();
    return;
  }
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Length", statSync(path).size);
  createReadStream(path).pipe(res);
};

/**
 * In place of dist/build-info.json: the page loads the client's source entry, Vite allows its
 * injected style elements (worker/http/csp.ts), and every change to the worker's code gives a new
 * stamp, so neither the edge cache nor a browser's ETag serves a page the old code rendered.
 */
function devBuildInfo(contentDate: string): Plugin {
  return {
    name: "grill-dev-build-info",
    apply: "serve",
    // Before Vite's resolver, which would find the file of the last build.
    enforce: "pre",
    resolveId(source) {
      if (source.endsWith("/dist/build-info.json")) return DEV_BUILD_INFO;
    },
    load(id) {
      if (id !== DEV_BUILD_INFO) return;
      const stamp = `dev-${Date.now().toString(36)}`;
      return `export default ${JSON.stringify({ stamp, contentDate, script: "/client/dev-entry.ts", css: [], preload: [], islandsRuntime: [], integrity: {}, editor: DEV_EDITOR, devServer: true })};`;
    },
    hotUpdate({ modules }) {
      if (this.environment.name === "client" || modules.length === 0) return;
      const info = this.environment.moduleGraph.getModuleById(DEV_BUILD_INFO);
      if (info) this.environment.moduleGraph.invalidateModule(info);
      // Every worker module is evaluated afresh on the next request, as after a restart: no
      // module keeps state (a memoized policy, a parsed config) that the old code computed.
      this.environment.hot.send({ type: "full-reload" });
      return [];
    },
  };
}

export function devServer(contentDate: string): PluginOption[] {
  let origin = `http://127.0.0.1:${DEFAULT_PORT}`;
  const settings: Plugin = {
    name: "grill-dev-settings",
    apply: "serve",
    config({ server }) {
      for (const [name, value] of Object.entries(WRANGLER_OFFLINE_ENV)) process.env[name] ??= value;
      const host = server?.host ?? "127.0.0.1";
      const port = server?.port ?? DEFAULT_PORT;
      origin = `http://${typeof host === "string" ? host : "127.0.0.1"}:${port}`;
      // A taken port is an error, as with `npm start`: another port would not match SITE_URL.
      // .wrangler holds the local KV and cache, which change on every request.
      return { server: { host, port, strictPort: true, watch: { ignored: ["**/.wrangler/**"] } } };
    },
    configureServer(server) {
      server.middlewares.use("/img/", servePictures);
      if (!existsSync(ENCODED_IMAGES_DIR)) server.config.logger.warn("No pictures yet: `npm run images` (or any build) encodes them.");
    },
  };
  return [
    settings,
    devBuildInfo(contentDate),
    cloudflare({
      config: ({ vars, assets }) => ({
        vars: { ...vars, ...devVars(origin) },
        // The plugin merges this with wrangler.toml's, arrays joined: Vite's own paths are added
        // to the routes that run the worker first.
        assets: { ...assets, run_worker_first: VITE_PATHS },
      }),
    }),
  ];
}
