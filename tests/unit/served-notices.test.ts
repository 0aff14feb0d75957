import { describe, expect, it } from "vitest";
import type { Notice } from "../../shared/menu/menu-schema";
import { contentHash, type DataRead } from "../../worker/data/datasets";
import { withSanitizedHtml } from "../../worker/data/served-notices";

const stored = (msg: string, etag = "stored-etag", msg_en: string | null = null): DataRead<Notice[]> => ({
  value: [{ id: "praznicni-urnik", act: true, student: false, msg, msg_en }],
  etag,
  fetchedAt: 1_000,
  changedAt: 500,
});

describe("withSanitizedHtml", () => {
  it("serves each notice's HTML through the sanitizer and keeps the read's times", async () => {
    const served = await withSanitizedHtml(stored('<p onclick="x()">Zaprto<img src=x onerror=alert(1)></p>', "first"));
    expect(served.value).toEqual([{ id: "praznicni-urnik", act: true, student: false, msg: "<p>Zaprto</p>", msg_en: null }]);
    expect(served).toMatchObject({ fetchedAt: 1_000, changedAt: 500 });
  });

  it("sanitizes the English message too, and serves a blank or emptied one as none", async () => {
    const english = await withSanitizedHtml(stored("<p>Zaprto</p>", "en-1", '<p onmouseover="x()">Closed<script>alert(1)</script></p>'));
    expect(english.value[0]?.msg_en).toBe("<p>Closed</p>");
    expect((await withSanitizedHtml(stored("<p>Zaprto</p>", "en-2", "  "))).value[0]?.msg_en).toBeNull();
    expect((await withSanitizedHtml(stored("<p>Zaprto</p>", "en-3", "<script>alert(1)</script>"))).value[0]?.msg_en).toBeNull();
    // As a build without msg_en stored it in KV
    const older = { ...stored("<p>Zaprto</p>", "en-4"), value: [{ id: "x", act: true, student: false, msg: "<p>Zaprto</p>" } as Notice] };
    expect((await withSanitizedHtml(older)).value[0]?.msg_en).toBeNull();
  });

  it("versions what it serves, not what was stored", async () => {
    const served = await withSanitizedHtml(stored("<p>Zaprto<script>alert(1)</script></p>", "old"));
    expect(served.etag).toBe(await contentHash(JSON.stringify(served.value)));
    expect((await withSanitizedHtml(stored("<p>Zaprto</p>", "other"))).etag).toBe(served.etag);
    expect((await withSanitizedHtml(stored("<p>Odprto</p>", "newer"))).etag).not.toBe(served.etag);
  });
});
