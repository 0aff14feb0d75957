import { describe, expect, it } from "vitest";
import { DATASET_NAMES } from "../../../worker/data/datasets";
import { get } from "../fetch";

describe("the JSON API serves every dataset", () => {
  it.each(DATASET_NAMES)("/api/%s answers GET and HEAD with JSON and an ETag, and 405 to other methods", async (name) => {
    const response = await get(`/api/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{24}"$/);
    expect(await response.json()).toBeTruthy();

    const head = await get(`/api/${name}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(response.headers.get("etag"));
    expect(await head.text()).toBe("");

    const post = await get(`/api/${name}`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("answers a name that is no dataset with 404", async () => {
    for (const path of ["/api/pijaca", "/api/hrana/1", "/api/hranaboni"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: "not_found" });
    }
  });
});
