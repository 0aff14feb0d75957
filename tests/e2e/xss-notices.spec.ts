import { expect, test } from "@playwright/test";
import { encodeFields } from "../../worker/firestore/values";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { siteOnEmulator } from "./site-on-emulator";

const PROJECT = "xss";
const HARMLESS =
  "<p>Danes <b>odprto</b> do <strong>20.00</strong>, <em>tudi</em> <u>za</u> <s>x</s> <small>s</small> <mark>m</mark><br>" +
  '<a href="https://example.org/ok">ok-link</a> <a href="tel:+38612345678">tel-link</a> <a href="mailto:info@example.org">mail-link</a></p>' +
  "<ul><li>ena</li><li>dva</li></ul>";

const site = siteOnEmulator({
  project: PROJECT,
  seed: false,
  writes: [
    ...XSS_PAYLOADS.map((payload, index) => ({
      update: {
        path: `obvestila/xss-${String(index).padStart(3, "0")}`,
        fields: encodeFields({ act: true, student: index % 2 === 0, msg: payload }),
      },
    })),
    { update: { path: "obvestila/zz-harmless", fields: encodeFields({ act: true, student: false, msg: HARMLESS }) } },
  ],
});

for (const path of ["/", "/ponudba", "/en/lokacija"]) {
  test(`${XSS_PAYLOADS.length} hostile notices on ${path}: nothing executes, harmless formatting survives`, async ({ page }) => {
    const dialogs: string[] = [];
    const foreignRequests: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    page.on("request", (request) => {
      if (!request.url().startsWith(site.url) && !request.url().startsWith("data:")) foreignRequests.push(request.url());
    });
    await page.addInitScript(() => {
      const fired: string[] = [];
      (window as unknown as { __fired: string[] }).__fired = fired;
      for (const name of ["alert", "confirm", "prompt", "print"] as const) {
        (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => fired.push(`${name}(${args.join(",")})`);
      }
      document.addEventListener("securitypolicyviolation", (event) => fired.push(`csp:${event.violatedDirective}`));
    });

    await page.clock.install();
    await page.goto(`${site.url}${path}`);
    await page.waitForFunction(() => localStorage.getItem("lang") !== null); // hydrated
    await page.mouse.move(200, 300);
    // Any timer a payload could have set runs, and anything it could have loaded has been asked for.
    await page.clock.runFor(1_000);
    await page.waitForLoadState("networkidle");

    expect(await page.evaluate(() => (window as unknown as { __fired: string[] }).__fired)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(foreignRequests).toEqual([]);
    expect(await page.locator("[data-notice-hash]").count()).toBe(XSS_PAYLOADS.length + 1);
    expect(
      await page
        .locator("[data-notice-hash] :is(script, iframe, object, embed, style, form, input, img, [onerror], [onload], [style])")
        .count(),
    ).toBe(0);
    expect(await page.locator("[data-notice-hash] svg:not(.notice__icon), [data-notice-hash] math").count()).toBe(0);
    const hrefs = await page
      .locator("[data-notice-hash] a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    for (const href of hrefs) expect(href).toMatch(/^(https?:|tel:|mailto:)/);

    const harmless = page.locator("[data-notice-hash]").last();
    const formatting: [string, string][] = [
      ["b", "odprto"],
      ["strong", "20.00"],
      ["em", "tudi"],
      ["u", "za"],
      ["s", "x"],
      ["small", "s"],
      ["mark", "m"],
      ["li", "dva"],
    ];
    for (const [tag, text] of formatting) {
      await expect(harmless.locator(tag, { hasText: text }).first()).toBeVisible();
    }
    await expect(harmless.locator("br")).toHaveCount(1);
    await expect(harmless.locator('a[href="https://example.org/ok"][rel="noopener noreferrer"][target="_blank"]')).toHaveText("ok-link");
    await expect(harmless.locator('a[href="tel:+38612345678"]')).toHaveText("tel-link");
    await expect(harmless.locator('a[href="mailto:info@example.org"]')).toHaveText("mail-link");
  });
}
