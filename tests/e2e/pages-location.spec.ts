import { expect, test } from "@playwright/test";
import { waitForStoredLanguage, watchConsole } from "./console";

for (const path of ["/lokacija", "/"]) {
  test(`${path}: the map makes no third-party request before the visitor's click`, async ({ page, context, baseURL }) => {
    const problems = watchConsole(page);
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(`${baseURL}/`) && !request.url().startsWith("data:")) foreign.push(request.url());
    });
    // Keep the test offline: the embed's request is recorded, then refused.
    await page.route("https://www.google.com/**", (route) => route.abort());

    await page.goto(path);
    await waitForStoredLanguage(page);
    const map = page.locator(".location__map");
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole("img", { name: /Skica ulic/ })).toBeVisible();
    // Everything the page loads on its own has been asked for.
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
    await expect(map.locator("iframe")).toHaveCount(0);
    expect((await context.cookies()).filter((cookie) => !cookie.domain.includes("127.0.0.1"))).toEqual([]);
    await expect(map.getByRole("link", { name: /Odprite v Google Zemljevidih/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );

    await map.getByRole("button", { name: "Naložite zemljevid Google" }).click();
    const frame = map.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=46\.05358,14\.50444/);
    await expect(frame).toHaveAttribute("title", /Grill Ajdovščina/);
    await expect.poll(() => foreign.some((url) => url.startsWith("https://www.google.com/maps"))).toBe(true);
    // The refused embed is the only thing the console may mention.
    expect(problems.filter((problem) => !problem.includes("ERR_FAILED") && !problem.includes("google"))).toEqual([]);
  });
}

test("the location page lists the four numbered car parks and the walk from the main square", async ({ page }) => {
  await page.goto("/en/lokacija");
  const parking = page.locator("ol.parking > li");
  await expect(parking).toHaveCount(4);
  await expect(parking.nth(0)).toContainText("Kongresni trg car park");
  await expect(parking.nth(0)).toContainText("Kongresni trg 1");
  await expect(parking.nth(1)).toContainText("Trdinova ulica 9");
  await expect(parking.nth(2)).toContainText("Dvorakova ulica 3");
  await expect(parking.nth(3)).toContainText("Šubičeva ulica 3a");
  await expect(page.getByText(/^3 minutes: walk along Čopova ulica/)).toBeVisible();
  await expect(page.locator("main address")).toContainText("Ajdovščina 4");
});

test("the map is 400 px tall under 670 px of width and 750 px from there on", async ({ page }) => {
  await page.setViewportSize({ width: 669, height: 900 });
  await page.goto("/lokacija");
  expect((await page.locator(".location__canvas").boundingBox())?.height).toBe(400);
  await page.setViewportSize({ width: 670, height: 900 });
  expect((await page.locator(".location__canvas").boundingBox())?.height).toBe(750);
});
