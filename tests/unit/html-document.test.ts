import { describe, expect, it } from "vitest";
import { escapeHtml, scriptJson } from "../../worker/pages/html-document";

describe("html document helpers", () => {
  it("never lets data close a script element", () => {
    const json = scriptJson({ msg: "</script><script>alert(1)</script><!--" });
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual({ msg: "</script><script>alert(1)</script><!--" });
  });

  it("escapes text for attributes and elements", () => {
    expect(escapeHtml(`"<a href='x'>&`)).toBe("&#34;&#60;a href=&#39;x&#39;&#62;&#38;");
  });
});
