import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { DEFAULT_LANG, fromStoredLang, LANG_COOKIE, LANGS } from "../shared/i18n/lang";
import { SERVICE_WORKER_PATH } from "../shared/offline/offline-contract";
import { pagePath } from "../shared/site/site-pages";
import { webAppManifestPath } from "../shared/site/web-app";
import { api } from "./api/index";
import type { AppEnv } from "./app/app-env";
import { workerConfig } from "./app/config";
import { REFRESH_CRONS } from "./data/refresh-schedule";
import { createRepository } from "./data/repository";
import { editor } from "./editor";
import { removeUnusedPhotos } from "./editor/photo-cleanup";
import { pageResponse } from "./pages/page-response";
import { warmRenderer } from "./pages/render-warmup";
import { languageChoice, LANGUAGE_CHOICE_PATH } from "./http/language-choice";
import { decidePath, withQuery } from "./http/path-policy";
import { securityHeaders } from "./http/security-headers";
import { servePhoto } from "./photos/serve-photo";
import { robotsTxt, sitemapXml } from "./site-files/sitemap";
import { SERVICE_WORKER_REMOVAL_SCRIPT } from "./site-files/service-worker-removal";
import { isAssetPath, SERVICE_WORKER_CACHE, serveAsset } from "./http/static-assets";
import { webAppManifest } from "./site-files/web-app-manifest";

const READ_METHODS = new Set(["GET", "HEAD"]);
const NO_STORE = "private, no-store";

// In the global scope, which Workers runs as the isolate starts: see render-warmup.ts. A failed
// warm-up only costs the first visitor the time it would have saved; it never stops the worker.
try {
  warmRenderer();
} catch (error) {
  console.warn("Renderer warm-up failed", error);
}

const app = new Hono<AppEnv>();

app.use(securityHeaders());
app.use(async (c, next) => {
  c.set("repository", createRepository({ config: workerConfig(c.env), kv: c.env.CACHE, waitUntil: (p) => c.executionCtx.waitUntil(p) }));
  await next();
});
app.route("/api", api);
app.route("/", editor);
app.get("/sitemap.xml", async (c) =>
  c.body(await sitemapXml(workerConfig(c.env).SITE_URL, c.var.repository), 200, {
    "Content-Type": "application/xml; charset=UTF-8",
    "Cache-Control": "public, max-age=3600",
  }),
);
app.get("/robots.txt", (c) => c.text(robotsTxt(workerConfig(c.env).SITE_URL), 200, { "Cache-Control": "public, max-age=86400" }));
app.get("/foto/*", async (c) => {
  const photo = await servePhoto(c.req.raw, c.env.PHOTOS, (p) => c.executionCtx.waitUntil(p));
  return photo ?? c.text("Not Found", 404, { "Cache-Control": "public, max-age=60" });
});

app.get(LANGUAGE_CHOICE_PATH, (c) => languageChoice(new URL(c.req.url)));

app.get(SERVICE_WORKER_PATH, async (c) => {
  if (workerConfig(c.env).SERVICE_WORKER === "off") {
    return c.body(SERVICE_WORKER_REMOVAL_SCRIPT, 200, {
      "Content-Type": "text/javascript; charset=UTF-8",
      "Cache-Control": SERVICE_WORKER_CACHE,
    });
  }
  return (await serveAsset(c.env.ASSETS, c.req.raw)) ?? c.text("Not Found", 404, { "Cache-Control": NO_STORE });
});
for (const lang of LANGS) {
  app.get(webAppManifestPath(lang), (c) =>
    c.body(JSON.stringify(webAppManifest(lang)), 200, {
      "Content-Type": "application/manifest+json; charset=UTF-8",
      "Cache-Control": "public, max-age=3600",
    }),
  );
}

app.all("*", async (c) => {
  if (!READ_METHODS.has(c.req.method)) {
    return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD", "Cache-Control": NO_STORE });
  }
  const url = new URL(c.req.url);

  if (isAssetPath(url.pathname)) {
    const asset = await serveAsset(c.env.ASSETS, c.req.raw);
    return asset ?? c.text("Not Found", 404, { "Cache-Control": "public, max-age=60" });
  }

  const decision = decidePath(url);
  if (decision.kind === "redirect") {
    const cache = decision.status === 301 ? "public, max-age=86400" : NO_STORE;
    return c.body(null, decision.status, { Location: decision.location, "Cache-Control": cache });
  }

  const { page, lang } = decision;
  // A returning visitor who chose another language gets it; the browser's Accept-Language only ever brings an offer (language-offer.ts).
  const chosen = fromStoredLang(getCookie(c, LANG_COOKIE));
  if (lang === DEFAULT_LANG && page.indexable && chosen && chosen !== DEFAULT_LANG) {
    return c.body(null, 302, {
      Location: withQuery(pagePath(page.id, chosen), url.search),
      "Cache-Control": NO_STORE,
      Vary: "Cookie",
    });
  }

  return pageResponse(c, page, lang, url);
});

app.onError((error, c) => {
  console.error("Request failed", c.req.method, c.req.path, error);
  return c.text("Something went wrong on our side. Please try again in a moment.", 500, { "Cache-Control": NO_STORE });
});

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    const repository = createRepository({ config: workerConfig(env), kv: env.CACHE, waitUntil: (p) => ctx.waitUntil(p) });
    const daily = controller.cron === REFRESH_CRONS.full;
    const results = await repository.refreshChanged(daily);
    for (const result of results) if (result.status === "rejected") console.warn("Scheduled refresh failed", result.reason);
    if (daily) await removeUnusedPhotos(env).catch((error: unknown) => console.warn("Photo cleanup failed", error));
  },
} satisfies ExportedHandler<Env>;
