import { describe, expect, it } from "vitest";
import { get } from "../fetch";

describe("redirects", () => {
  it.each([
    ["/menu", 301, "/meni"],
    ["/en/menu", 301, "/en/meni"],
    ["/de/menu", 301, "/de/meni"],
    ["/it/menu?x=1", 301, "/it/meni?x=1"],
    ["/hr/menu/", 301, "/hr/meni"],
    ["/menu?x=1", 301, "/meni?x=1"],
    ["/ponudba/", 301, "/ponudba"],
    ["/Ponudba", 301, "/ponudba"],
    ["/EN/CEVAPI-LJUBLJANA/", 301, "/en/cevapi-ljubljana"],
    ["/en/", 301, "/en"],
    ["/de/", 301, "/de"],
    ["/IT/Ponudba/", 301, "/it/ponudba"],
    ["/HR/CEVAPI-LJUBLJANA", 301, "/hr/cevapi-ljubljana"],
    ["/nope", 302, "/404"],
    ["/nope?utm_source=x", 302, "/404?utm_source=x"],
    ["/en/nope", 302, "/en/404"],
    ["/de/nope", 302, "/de/404"],
    ["/it/ponudba/extra", 302, "/it/404"],
    ["/hr/x/y", 302, "/hr/404"],
    ["/fr/ponudba", 302, "/404"],
    ["/ponudba/extra", 302, "/404"],
    ["//evil.example/", 302, "/404"],
    ["/%2F%2Fevil.example", 302, "/404"],
    ["/ponudba%2F..%2F..%2Fetc", 302, "/404"],
    ["/%E0%A4%A", 302, "/404"],
    [`/${"a/".repeat(400)}`, 302, "/404"],
  ])("%s → %i %s", async (path, status, location) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("location")).toBe(location);
  });

  it("drops a huge query string instead of echoing it into Location", async () => {
    const response = await get(`/nope?q=${"x".repeat(5000)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/404");
  });

  it("sends a visitor whose stored choice is English to the English page (302, not cacheable)", async () => {
    const response = await get("/ponudba?a=1", { headers: { Cookie: "x=1; lang=en" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en/ponudba?a=1");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it.each(["lang=en", "a=1;lang=en", "a=1;  lang=en; b=2", 'lang="en"'])("reads the language cookie in %j", async (cookie) => {
    const response = await get("/o-nas", { headers: { Cookie: cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en/o-nas");
  });

  it.each([
    ["de", "/de/o-nas"],
    ["it", "/it/o-nas"],
    ["hr", "/hr/o-nas"],
  ])("sends a visitor whose stored choice is %s to that language's page", async (stored, location) => {
    const response = await get("/o-nas", { headers: { Cookie: `lang=${stored}` } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
  });

  it.each(["de-DE,de;q=0.9", "it", "hr-HR,hr;q=0.9,en;q=0.5"])("never moves a visitor by Accept-Language %j", async (acceptLanguage) => {
    const response = await get("/o-nas", { headers: { "Accept-Language": acceptLanguage } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="sl"');
  });

  it.each(["xlang=en", "lang=si", "lang=english", "lang=", "en=lang"])("stays in Slovenian with the cookie %j", async (cookie) => {
    const response = await get("/o-nas", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
  });

  it("drops a huge query string from the English-cookie redirect too", async () => {
    const response = await get(`/ponudba?q=${"x".repeat(5000)}`, { headers: { Cookie: "lang=en" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en/ponudba");
  });

  it("always shows English at an /en/ URL, whatever the cookie says", async () => {
    const response = await get("/en/ponudba", { headers: { Cookie: "lang=sl" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });

  it("ignores a garbled language cookie", async () => {
    const response = await get("/ponudba", { headers: { Cookie: "lang=%E0%A4%A; lang=english" } });
    expect(response.status).toBe(200);
  });
});

describe("methods", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])("%s / → 405 with Allow", async (method) => {
    const response = await get("/", { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("HEAD returns the headers of GET without a body", async () => {
    const [head, getResponse] = await Promise.all([get("/ponudba", { method: "HEAD" }), get("/ponudba")]);
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe(getResponse.headers.get("content-type"));
    expect(await head.text()).toBe("");
  });
});
