import { expect, test } from "@playwright/test";

test.describe("Trusted Types", () => {
  test("a string written into an HTML or script sink is refused, and no other policy can be made", async ({ page }) => {
    await page.goto("/ponudba");
    const outcome = await page.evaluate(() => {
      const attempt = (write: () => void) => {
        try {
          write();
          return "written";
        } catch (error) {
          return error instanceof TypeError ? "refused" : String(error);
        }
      };
      const trustedTypes = (globalThis as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes;
      return {
        innerHtml: attempt(() => {
          document.body.innerHTML = "<img src=x>";
        }),
        scriptSrc: attempt(() => {
          document.createElement("script").src = "/evil.js";
        }),
        policy: attempt(() => trustedTypes.createPolicy("anything", { createHTML: (s: string) => s })),
      };
    });
    expect(outcome).toEqual({ innerHtml: "refused", scriptSrc: "refused", policy: "refused" });
  });
});
