import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { shownPage } from "../fetch";
import { call } from "../firestore-env";

/** A deployment whose configuration the worker refuses: every request fails before it reads anything. */
const broken: Env = { ...env, CF_BEACON_TOKEN: '"><script>', FIRESTORE_PROJECT_ID: "demo" };

describe("a request the site fails is a page in the visitor's language (500)", () => {
  let logged: MockInstance<typeof console.error>;
  let outbound: MockInstance<typeof fetch>;
  beforeEach(() => {
    logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    outbound = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("the database is down"));
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["/o-nas", "sl", "Nekaj je šlo narobe", "Pokličite nas: +386 1 234 56 78", "/", "Pojdite na domačo stran"],
    ["/en/ponudba", "en", "Something went wrong", "Call us: +386 1 234 56 78", "/en", "Go to the home page"],
  ])("%s: %s, with the phone to call and the way home", async (path, lang, heading, phoneLink, home, homeLabel) => {
    const response = await call(path, {}, broken);
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const html = await response.text();
    const page = shownPage(html);
    expect(page.lang).toBe(lang);
    expect(page.heading).toBe(heading);
    expect(page.text).toContain(phoneLink);
    expect(html).toContain('href="tel:+38612345678"');
    expect(html).toContain(`<a class="button button--ghost" href="${home}">${homeLabel}</a>`);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" integrity="sha384-/);
    // Nothing of the failure reaches the visitor, and the page runs no script.
    expect(html).not.toMatch(/ConfigError|CF_BEACON_TOKEN|at [\w.]+ \(/);
    expect(html).not.toContain("<script");
    expect(String(logged.mock.calls[0]?.at(-1))).toMatch(/^ConfigError: .*CF_BEACON_TOKEN/);
    // It reads no data: a database that is down does not stop it.
    expect(outbound).not.toHaveBeenCalled();
  });

  it("keeps the site's security headers and its policy, which allows no inline script", async () => {
    const response = await call("/", {}, broken);
    expect(response.status).toBe(500);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self';/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });

  it("shows the deployment's phone even when another variable is what failed", async () => {
    const html = await (await call("/lokacija", {}, { ...broken, RESTAURANT_PHONE: "+386 1 600 70 80" })).text();
    expect(html).toContain('href="tel:+38616007080"');
    expect(shownPage(html).text).toContain("Pokličite nas: +386 1 600 70 80");
  });

  it.each([
    ["/urejanje/meni", "sl", "Pri nas je prišlo do napake, zato nič ni shranjeno."],
    ["/en/urejanje/obvestila", "en", "Something went wrong on our side, so nothing was saved."],
  ])("%s: the editor's own page in the owner's language, not the visitors' one", async (path, lang, words) => {
    const response = await call(path, {}, broken);
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    const page = shownPage(html);
    expect(page.lang).toBe(lang);
    expect(page.text).toContain(words);
    expect(html).not.toContain("tel:");
    expect(html).not.toMatch(/ConfigError|CF_BEACON_TOKEN|at [\w.]+ \(/);
  });

  it("answers the API's readers in JSON, as its other errors are", async () => {
    const response = await call("/api/boni", {}, broken);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "internal_error" });
    expect(response.headers.get("cache-control")).toContain("no-store");
  });
});
