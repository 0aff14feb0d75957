import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import build from "../../../dist/build-info.json";
import en from "../../../locales/en.json";
import sl from "../../../locales/sl.json";
import { LANGS } from "../../../shared/i18n/lang";
import { MESSAGES } from "../../../shared/i18n/messages";
import { langOfPath, PAGES, pagePath } from "../../../shared/site/site-pages";
import { webAppManifestPath } from "../../../shared/site/web-app";
import { get } from "../fetch";
import { call } from "../firestore-env";

const switchedOff: Env = { ...env, SERVICE_WORKER: "off" };

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

describe("the service worker's script", () => {
  it("is served from the root, revalidated by browsers on every check, under the strict policy", async () => {
    const response = await get("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self';");
    const script = await response.text();
    // It is this build's worker: its caches carry the stamp, and it stores this build's files.
    expect(script).toContain(build.stamp);
    for (const file of [build.script, ...build.css]) expect(script).toContain(file);
    expect(script).toMatch(/addEventListener\(.fetch.,/);
  });

  it("is, with SERVICE_WORKER=off, a script that deletes the worker's caches and unregisters it, with no fetch handler", async () => {
    const response = await call("/sw.js", {}, switchedOff);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const script = await response.text();
    expect(script).toContain("caches.delete");
    expect(script).toContain("registration.unregister()");
    expect(script).not.toMatch(/.fetch.,/);
  });

  it("rejects a switch value other than on or off, naming the variable", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await call("/sw.js", {}, { ...env, SERVICE_WORKER: "yes" });
    expect(response.status).toBe(500);
    expect(String(logged.mock.calls[0]?.at(-1))).toMatch(/^ConfigError: .*SERVICE_WORKER/);
    logged.mockRestore();
  });
});

describe("pages and the service worker", () => {
  it.each(LANGS.flatMap((lang) => PAGES.map((page) => pagePath(page.id, lang))))(
    "%s registers it, links its language's manifest and the Apple icon",
    async (path) => {
      const html = await (await get(path)).text();
      expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${langOfPath(path)}" data-service-worker="/sw\\.js">`));
      expect(html).toContain(`<link rel="manifest" href="${webAppManifestPath(langOfPath(path))}">`);
      const appleIcon = /<link rel="apple-touch-icon" href="([^"]+)">/.exec(html)?.[1] ?? "";
      const icon = await get(appleIcon);
      expect(icon.status).toBe(200);
      expect(icon.headers.get("content-type")).toBe("image/png");
      await icon.arrayBuffer();
    },
  );

  it("do not register it when the switch is off, and their ETag changes with the switch", async () => {
    const on = await call("/ponudba", {}, env);
    const off = await call("/ponudba", {}, switchedOff);
    expect(await off.text()).toMatch(/^<!doctype html><html lang="sl"><head>/);
    expect(off.headers.get("etag")).not.toBe(on.headers.get("etag"));
    const revalidated = await call("/ponudba", { headers: { "If-None-Match": on.headers.get("etag") ?? "" } }, switchedOff);
    expect(revalidated.status).toBe(200);
  });

  it("carry the offline notice as an inert template in their language, the menu's speaking of the price list", async () => {
    const template = (html: string) => /<template id="offline-notice">([^<]*)<\/template>/.exec(html)?.[1];
    expect(template(await (await get("/ponudba")).text())).toBe(sl.offline.menuNotice);
    expect(template(await (await get("/en/studentski-boni")).text())).toBe(en.offline.menuNotice);
    expect(template(await (await get("/o-nas")).text())).toBe(sl.offline.pageNotice);
    expect(template(await (await get("/en")).text())).toBe(en.offline.pageNotice);
    expect(template(await (await get("/de/ponudba")).text())).toBe(MESSAGES.de.offline.menuNotice);
    expect(template(await (await get("/hr/lokacija")).text())).toBe(MESSAGES.hr.offline.pageNotice);
  });

  it("allow the worker and the manifest from the site itself, and nothing broader", async () => {
    for (const path of ["/", "/en/ponudba", "/sw.js", "/manifest.webmanifest"]) {
      const directives = ((await get(path)).headers.get("content-security-policy") ?? "").split("; ");
      expect(directives, path).toContain("worker-src 'self'");
      expect(directives, path).toContain("manifest-src 'self'");
      expect(
        directives.filter((d) => /^(?:worker|manifest|child)-src/.test(d)),
        path,
      ).toHaveLength(2);
    }
  });
});

describe("the offline page", () => {
  it.each(LANGS.map((lang) => [pagePath("offline", lang), MESSAGES[lang]] as const))(
    "%s is a page of its own, never indexed, linking every page in every language",
    async (path, messages) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1>${messages.offline.title}</h1>`);
      expect(html).toContain('<meta name="robots" content="noindex">');
      const saved = [...html.matchAll(/<li data-saved-page="([^"]+)"><a [^>]*\bhref="([^"]+)"/g)];
      expect(saved.every(([, page, href]) => page === href)).toBe(true);
      expect(saved.map(([, page]) => page)).toEqual(expect.arrayContaining(["/ponudba", "/en/ponudba", "/de/ponudba", "/", "/hr"]));
      expect(saved).toHaveLength(LANGS.length * PAGES.filter((page) => page.indexable).length);
      // Its own language's pages first.
      expect(saved[0]?.[1]).toBe(pagePath("home", langOfPath(path)));
    },
  );

  it("is not in the sitemap", async () => {
    expect(await (await get("/sitemap.xml")).text()).not.toContain("brez-povezave");
  });
});

describe("the web app manifests", () => {
  it.each(LANGS.map((lang) => [webAppManifestPath(lang), lang, pagePath("home", lang)] as const))(
    "%s makes the %s site installable, starting at %s",
    async (path, lang, start) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
      const manifest = await response.json<Record<string, unknown> & { icons: ManifestIcon[] }>();
      expect(manifest).toMatchObject({
        id: start,
        lang,
        start_url: start,
        scope: start,
        display: "standalone",
        name: "Grill Ajdovščina",
        short_name: "Grill Ajdovščina",
      });
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
      for (const icon of manifest.icons) {
        const file = await get(icon.src);
        expect(file.status, icon.src).toBe(200);
        expect(file.headers.get("content-type")).toBe("image/png");
        expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const bytes = new Uint8Array(await file.arrayBuffer());
        // PNG: the IHDR chunk's width and height, big-endian, at bytes 16 and 20.
        const view = new DataView(bytes.buffer);
        expect(`${view.getUint32(16)}x${view.getUint32(20)}`).toBe(icon.sizes);
      }
      expect(manifest.description).toBe(MESSAGES[lang].seo.home.description);
    },
  );
});
