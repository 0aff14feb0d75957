import { describe, expect, it } from "vitest";
import type { Notice } from "../../shared/menu/menu-schema";
import { contentHash, type DataRead } from "../../worker/data/datasets";
import { withSanitizedHtml } from "../../worker/data/served-notices";

const stored = (msg: string, etag = "stored-etag"): DataRead<Notice[]> => ({
  value: [{ id: "praznicni-urnik", act: true, student: false, msg }],
  etag,
  fetchedAt: 1_000,
  changedAt: 500,
});

describe("withSanitizedHtml", () => {
  it("serves each notice's HTML through the sanitizer and keeps the read's times", async () => {
    const served = await withSanitizedHtml(stored('<p onclick="x()">Zaprto<img src=x onerror=alert(1)></p>', "first"));
    expect(served.value).toEqual([{ id: "praznicni-urnik", act: true, student: false, msg: "<p>Zaprto</p>" }]);
    expect(served).toMatchObject({ fetchedAt: 1_000, changedAt: 500 });
  });

  it("versions what it serves, not what was stored", async () => {
    const served = await withSanitizedHtml(stored("<p>Zaprto<script>alert(1)</script></p>", "old"));
    expect(served.etag).toBe(await contentHash(JSON.stringify(served.value)));
    expect((await withSanitizedHtml(stored("<p>Zaprto</p>", "other"))).etag).toBe(served.etag);
    expect((await withSanitizedHtml(stored("<p>Odprto</p>", "newer"))).etag).not.toBe(served.etag);
  });
});
