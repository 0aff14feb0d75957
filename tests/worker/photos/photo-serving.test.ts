import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { photoPath } from "../../../shared/menu/photo-variants";
import { get } from "../fetch";

const KEY = "12-0123456789";
const AVIF = new Uint8Array([0, 0, 0, 28, ...new TextEncoder().encode("ftypavif"), 1, 2, 3, 4, 5]);

describe("GET /foto/", () => {
  beforeAll(async () => {
    await env.PHOTOS.put(`variants/${KEY}-800.avif`, AVIF, { httpMetadata: { contentType: "image/avif" } });
    await env.PHOTOS.put(`variants/${KEY}-400.jpg`, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
    await env.PHOTOS.put(`originals/${KEY}`, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
  });

  it("serves a stored variant from R2 for a year, immutable, with its type and ETag", async () => {
    const response = await get(photoPath(KEY, 800, "avif"));
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(AVIF);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("etag")).toBe((await env.PHOTOS.head(`variants/${KEY}-800.avif`))!.httpEtag);
  });

  it("lets other sites load the social card's variant (the 1200 px JPEG), and no other", async () => {
    await env.PHOTOS.put(`variants/${KEY}-1200.jpg`, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
    const card = await get(photoPath(KEY, 1200, "jpg"));
    expect(card.status).toBe(200);
    expect(card.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(card.headers.get("x-content-type-options")).toBe("nosniff");
    for (const path of [photoPath(KEY, 400, "jpg"), photoPath(KEY, 800, "avif")]) {
      expect((await get(path)).headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
    }
  });

  it("names the JPEG image/jpeg whatever R2 holds as its metadata", async () => {
    const response = await get(photoPath(KEY, 400, "jpg"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
  });

  it("answers HEAD with the headers and no body, before and after the edge cache has it", async () => {
    for (const path of [photoPath(KEY, 400, "jpg"), photoPath(KEY, 800, "avif")]) {
      const response = await get(path, { method: "HEAD" });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("etag")).toMatch(/^"/);
      expect(await response.text()).toBe("");
    }
  });

  it("serves a repeat from the edge cache, even once R2 no longer has it", async () => {
    const path = `/foto/${KEY}-1200.webp`;
    await env.PHOTOS.put(`variants/${KEY}-1200.webp`, new Uint8Array([1, 2, 3]));
    expect((await get(path)).status).toBe(200);
    await env.PHOTOS.delete(`variants/${KEY}-1200.webp`);
    // The put runs in waitUntil; give it a moment to land.
    await expect.poll(async () => (await get(path)).status).toBe(200);
    const again = await get(path);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(again.headers.get("content-type")).toBe("image/webp");
  });

  it("lets the edge keep a copy for an hour at most (a deleted photo's copies expire), while browsers keep it for a year", async () => {
    const path = photoPath(KEY, 400, "webp");
    await env.PHOTOS.put(`variants/${KEY}-400.webp`, new Uint8Array([4, 5, 6]));
    expect((await get(path)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const edge = await caches.open("photos");
    await expect
      .poll(async () => (await edge.match(`http://127.0.0.1:8787${path}`))?.headers.get("cache-control"))
      .toBe("public, max-age=3600");
    const fromEdge = await get(path);
    expect(new Uint8Array(await fromEdge.arrayBuffer())).toEqual(new Uint8Array([4, 5, 6]));
    expect(fromEdge.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers a revalidation of a cached variant with 304", async () => {
    const path = photoPath(KEY, 800, "avif");
    const etag = (await get(path)).headers.get("etag")!;
    await expect.poll(async () => (await get(path, { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it.each([
    ["an unknown key", "/foto/12-aaaaaaaaaa-800.avif"],
    ["a width not made", `/foto/${KEY}-600.avif`],
    ["another extension", `/foto/${KEY}-800.png`],
    ["an upper-case extension", `/foto/${KEY}-800.AVIF`],
    ["the original's name", `/foto/${KEY}`],
    ["the originals folder", `/foto/originals/${KEY}`],
    ["an encoded slash", `/foto/${KEY}%2F..%2F..`],
    ["an encoded climb", "/foto/..%2F..%2Foriginals%2F12-0123456789"],
    ["a key with an encoded slash", "/foto/1-abc%2F.."],
    ["encoded dots of a variant's name", `/foto/${KEY}-800%2eavif`],
    ["a trailing slash", `/foto/${KEY}-800.avif/`],
    ["the folder itself", "/foto/"],
  ])("answers %s with a short-lived 404", async (_kind, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await response.text()).toBe("Not Found");
  });

  it.each([
    ["/foto/../x", "/x"],
    ["/foto/%2e%2e/x", "/x"],
    [`/foto/x/../../${KEY}-800.avif`, `/${KEY}-800.avif`],
  ])("never reaches a photo through dot segments (%s): the URL is resolved before the worker sees it", async (path, resolved) => {
    expect(new URL(`http://127.0.0.1${path}`).pathname).toBe(resolved);
    const response = await get(path);
    expect(response.status).toBe((await get(resolved)).status);
    expect(response.headers.get("content-type") ?? "").not.toMatch(/^image\//);
  });

  it("refuses to write", async () => {
    const response = await get(photoPath(KEY, 800, "avif"), { method: "PUT", body: "x" });
    expect(response.status).toBe(405);
  });
});
