import { Hono } from "hono";
import { appConfig, workerConfig } from "./config";
import { BUILD } from "./build-info";
import { decidePath } from "./path-policy";
import { renderPage } from "./render-page";
import { securityHeaders, type SecurityVariables } from "./security-headers";
import { isAssetPath, serveAsset } from "./static-assets";
import { pagePath } from "../shared/site-pages";
import type { DataAccess } from "../shared/data-access";

type AppEnv = { Bindings: Env; Variables: SecurityVariables };

const READ_METHODS = new Set(["GET", "HEAD"]);
const NO_STORE = "private, no-store";

function prefersEnglish(cookieHeader: string | undefined): boolean {
  return /(?:^|;\s*)lang=en(?:;|$)/.test(cookieHeader ?? "");
}

const app = new Hono<AppEnv>();

app.use(securityHeaders());

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
  if (lang === "sl" && page.indexable && prefersEnglish(c.req.header("Cookie"))) {
    return c.body(null, 302, {
      Location: `${pagePath(page.id, "en")}${url.search}`,
      "Cache-Control": NO_STORE,
      Vary: "Cookie",
    });
  }

  const config = appConfig(workerConfig(c.env), BUILD.stamp, new Date());
  const data: DataAccess = { notices: async () => [] };
  const html = await renderPage({ request: c.req.raw, pageId: page.id, lang, config, data, nonce: c.get("nonce") });
  return c.html(html, page.id === "notFound" ? 404 : 200, { "Cache-Control": "no-cache", Vary: "Cookie" });
});

app.onError((error, c) => {
  console.error("Request failed", c.req.method, c.req.path, error);
  return c.text("Something went wrong on our side. Please try again in a moment.", 500, { "Cache-Control": NO_STORE });
});

export default app;
