import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForStoredLanguage, watchConsole } from "./console";

const activeDot = (slider: Locator) => slider.locator('.slider__dot[aria-current="true"]').getAttribute("aria-label");

async function sliderReady(page: Page, selector: string): Promise<Locator> {
  const slider = page.locator(selector).first();
  await slider.scrollIntoViewIfNeeded(); // an engine starts when its slider comes near the screen
  await expect(slider).toHaveAttribute("data-autoplay", /running|stopped/, { timeout: 15_000 });
  return slider;
}

test("a slider far down the page waits for the visitor to scroll near it", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await waitForStoredLanguage(page);
  await sliderReady(page, ".slider--offer");
  const last = page.locator(".slider--feature").last();
  // Every idle task the page has queued runs (an idle callback waits at most 2 s), and what it loads arrives.
  await page.clock.runFor(2_000);
  await page.waitForLoadState("networkidle");
  await expect(last).toHaveAttribute("data-autoplay", "pending");
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute("data-autoplay", "running", { timeout: 10_000 });
});

test("sliders autoplay, and stop for good when the visitor uses their controls", async ({ page }) => {
  const problems = watchConsole(page);
  await page.clock.install();
  await page.goto("/");
  await waitForStoredLanguage(page);
  const offer = await sliderReady(page, ".slider--offer");
  await expect(offer).toHaveAttribute("data-autoplay", "running");
  const first = await activeDot(offer);
  // The offer carousel moves on by itself every 4 s.
  await page.clock.runFor(4_500);
  await expect.poll(() => activeDot(offer), { timeout: 1_000 }).not.toBe(first);

  await offer.getByRole("button", { name: "Naslednja slika" }).click();
  await expect(offer).toHaveAttribute("data-autoplay", "stopped");
  await expect(offer.getByRole("button", { name: "Zaženite samodejno predvajanje" })).toBeVisible();
  const chosen = await activeDot(offer);
  await page.clock.runFor(5_000);
  expect(await activeDot(offer)).toBe(chosen);

  // The play button starts it again.
  await offer.getByRole("button", { name: "Zaženite samodejno predvajanje" }).click();
  await expect(offer).toHaveAttribute("data-autoplay", "running");
  expect(problems).toEqual([]);
});

test.describe("with prefers-reduced-motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const { path, sliders: expected } of [
    { path: "/", sliders: 5 },
    { path: "/en/cevapi-ljubljana", sliders: 1 },
  ]) {
    test(`nothing autoplays on ${path}`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.clock.install();
      await page.goto(path);
      await waitForStoredLanguage(page);
      await sliderReady(page, ".slider");
      const sliders = page.locator(".slider");
      const count = await sliders.count();
      expect(count).toBe(expected);
      // Each slider's engine starts when it comes near the screen, and then stays still.
      for (let i = 0; i < count; i++) {
        await sliders.nth(i).scrollIntoViewIfNeeded();
        await expect(sliders.nth(i)).toHaveAttribute("data-autoplay", "stopped", { timeout: 10_000 });
      }
      const before = await Promise.all(Array.from({ length: count }, (_, i) => activeDot(sliders.nth(i))));
      await page.clock.runFor(4_500);
      const after = await Promise.all(Array.from({ length: count }, (_, i) => activeDot(sliders.nth(i))));
      expect(after).toEqual(before);
      expect(problems).toEqual([]);
    });
  }
});

test("the slider controls are keyboard reachable and have accessible names", async ({ page }) => {
  await page.goto("/en/cevapi-ljubljana");
  await waitForStoredLanguage(page);
  const slider = await sliderReady(page, ".slider--mini");
  await expect(slider).toHaveAttribute("aria-roledescription", "carousel");
  await expect(slider).toHaveAttribute("aria-label", "Our dishes from the grill");
  const pause = slider.getByRole("button", { name: "Pause the slideshow" });
  await pause.focus();
  await expect(slider).toHaveAttribute("data-autoplay", "stopped");
  await page.keyboard.press("Tab");
  await expect(slider.getByRole("button", { name: "Previous picture" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(slider.getByRole("button", { name: "Next picture" })).toBeFocused();
  const before = await activeDot(slider);
  await page.keyboard.press("Enter");
  // The first use loads Swiper's chunk before the slide moves: as long as the engine's start may take.
  await expect.poll(() => activeDot(slider), { timeout: 15_000 }).not.toBe(before);
  await page.keyboard.press("Tab");
  await expect(slider.getByRole("button", { name: /^Show picture 1: / })).toBeFocused();
});

test("a press on the next-picture button while a slide is still moving is kept: four quick presses turn four pictures", async ({
  page,
}) => {
  await page.goto("/en/cevapi-ljubljana");
  await waitForStoredLanguage(page);
  const slider = await sliderReady(page, ".slider--mini");
  const next = slider.getByRole("button", { name: "Next picture" });
  await next.focus();
  await expect(slider).toHaveAttribute("data-autoplay", "stopped");
  await expect(slider.locator(".swiper-initialized")).toHaveCount(1); // Swiper runs: its slides move for 450 ms
  const dots = slider.locator(".slider__dot");
  const index = () => dots.evaluateAll((all) => all.findIndex((dot) => dot.getAttribute("aria-current") === "true"));
  const before = await index();
  // The later presses come while the first one's slide is moving (Swiper drops such a press in loop mode).
  for (let press = 0; press < 4; press++) await page.keyboard.press("Enter");
  await expect.poll(index).toBe((before + 4) % (await dots.count()));
});

test("a press on the next-picture button just after Swiper takes over stays: nothing puts the slide back", async ({ page }) => {
  // The page's animation frames run only when the clock is moved on, so the press lands between any frame Swiper has asked for and that frame.
  await page.clock.install();
  await page.goto("/en/cevapi-ljubljana");
  await waitForStoredLanguage(page);
  const slider = await sliderReady(page, ".slider--mini");
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10);
  await slider.getByRole("button", { name: "Next picture" }).focus(); // the keyboard's focus brings Swiper
  await expect(slider.locator(".swiper-initialized")).toHaveCount(1);
  // The browser reports the slider's size after drawing a frame; Swiper answers in the page's next frame (one 16 ms step)
  // and asks for one more frame to move the slides.
  await page.waitForTimeout(200);
  await page.clock.runFor(16);
  const before = await activeDot(slider);
  await page.keyboard.press("Enter");
  await expect.poll(() => activeDot(slider)).not.toBe(before);
  const turned = await activeDot(slider);
  await page.clock.runFor(1_000);
  expect(await activeDot(slider)).toBe(turned);
});

test("once Swiper runs, turning the phone lays the slides out for the new width, the picture shown first", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/cevapi-ljubljana");
  await waitForStoredLanguage(page);
  const slider = await sliderReady(page, ".slider--mini");
  await slider.getByRole("button", { name: "Next picture" }).click();
  await expect(slider.locator(".slider__dot").nth(1)).toHaveAttribute("aria-current", "true");
  await expect(slider.locator(".swiper-initialized")).toHaveCount(1);
  await page.setViewportSize({ width: 844, height: 390 });
  // At 844 px the mini slider shows two pictures side by side, edge to edge, the second picture leftmost.
  const layout = () =>
    slider.locator(".slider__viewport").evaluate((viewport) => {
      const view = viewport.getBoundingClientRect();
      const shown = [...viewport.querySelectorAll(".swiper-slide")]
        .map((slide) => ({ index: slide.getAttribute("data-swiper-slide-index"), box: slide.getBoundingClientRect() }))
        .filter(({ box }) => box.left >= view.left - 1 && box.right <= view.right + 1)
        .sort((a, b) => a.box.left - b.box.left);
      const edges = Math.abs((shown[0]?.box.left ?? -1) - view.left) <= 1 && Math.abs((shown.at(-1)?.box.right ?? -1) - view.right) <= 1;
      return { shown: shown.map(({ index }) => index), fillTheView: edges };
    });
  await expect.poll(layout).toEqual({ shown: ["1", "2"], fillTheView: true });
});

test("Swiper arrives on the first use, in its own chunk, and takes over from the slide shown without moving it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.clock.install();
  await page.goto("/en/cevapi-ljubljana");
  await waitForStoredLanguage(page);
  const slider = page.locator(".slider--mini");
  const viewport = slider.locator(".slider__viewport");
  await expect(slider).toHaveAttribute("data-autoplay", "running");
  // The script of its own pages the slider to the second slide, scrolled into place.
  await page.clock.runFor(3_600);
  // The clock then stops: it would go on in real time, and a loaded machine can take the seconds
  // to autoplay's next turn before the touch below, which would then meet the slider on its way back.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10);
  await expect(slider.locator(".slider__dot").nth(1)).toHaveAttribute("aria-current", "true");
  const slideBoxes = () =>
    page.evaluate(() =>
      [...document.querySelectorAll(".slider--mini .swiper-slide")]
        .map((slide) => ({ alt: slide.querySelector("img")?.alt, box: slide.getBoundingClientRect() }))
        .filter(({ box }) => box.right > 1 && box.left < window.innerWidth - 1)
        .sort((a, b) => a.box.left - b.box.left)
        .map(({ alt, box }) => ({ alt, left: box.left, width: box.width, height: box.height })),
    );
  // The smooth scroll has ended when the second slide sits where the first one was.
  const atSecondSlide = () =>
    viewport.evaluate((element) => {
      const slides = element.querySelectorAll<HTMLElement>(".slider__slide");
      return Math.abs(element.scrollLeft - ((slides[1]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0))) < 1;
    });
  await expect.poll(atSecondSlide).toBe(true);
  const scrolled = await slideBoxes();
  expect(scripts.some((path) => /\/assets\/slider-engine-/.test(path))).toBe(false);

  // The visitor touches the slides: Swiper takes over from the same slide, in the same place, and autoplay has stopped.
  await viewport.dispatchEvent("pointerdown");
  await expect(viewport).toHaveClass(/swiper-initialized/);
  await expect(slider).toHaveAttribute("data-autoplay", "stopped");
  // Swiper moves to the slide in an animation frame it asks for as it takes over, which runs
  // before that frame is painted: the slides are measured once that frame has run.
  await page.clock.runFor(16);
  const taken = await slideBoxes();
  expect(taken.map((slide) => slide.alt)).toEqual(scrolled.map((slide) => slide.alt));
  // Swiper rounds its translate to whole pixels where the scroll position may be a fraction.
  for (const [index, slide] of taken.entries()) {
    for (const side of ["left", "width", "height"] as const) expect(Math.abs(slide[side] - scrolled[index]![side])).toBeLessThanOrEqual(1);
  }
  await expect(slider.locator(".slider__dot").nth(1)).toHaveAttribute("aria-current", "true");

  const entry = scripts.findIndex((path) => /\/assets\/entry-/.test(path));
  const engine = scripts.findIndex((path) => /\/assets\/slider-engine-/.test(path));
  expect(entry).toBeGreaterThanOrEqual(0);
  expect(engine).toBeGreaterThan(entry);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

test("the server's slides keep their size: a feature slide is a 3:2 picture", async ({ page }) => {
  await page.goto("/");
  const firstSlide = page.locator(".slider--feature .food-slide img").first();
  await firstSlide.scrollIntoViewIfNeeded();
  const box = await firstSlide.boundingBox();
  expect(box?.width).toBeGreaterThan(200);
  expect(Math.round((box?.width ?? 0) / 1.5)).toBe(Math.round(box?.height ?? 0));
});

test("pictures are served as versioned AVIF files cached for a year, the hero first", async ({ page, request }) => {
  await page.goto("/");
  const hero = page.locator(".hero__picture img");
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).not.toHaveAttribute("loading", "lazy");
  await expect(hero).toHaveAttribute("width", "1200");
  await expect(hero).toHaveAttribute("height", "800");
  await expect(hero).toHaveAttribute("alt", "Čevapi v domači lepinji (10 kos)");
  expect(await page.locator("main img[fetchpriority='high']").count()).toBe(1);
  expect(await page.locator("main img[loading='lazy']").count()).toBeGreaterThan(10);

  const avif = await page.locator(".hero__picture source[type='image/avif']").getAttribute("srcset");
  const url = avif?.split(",")[0]?.trim().split(" ")[0] ?? "";
  expect(url).toMatch(/^\/img\/cevapi-\d+\.[0-9a-f]{10}\.avif$/);
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/avif");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const og = await request.get("/img/og-cevapi.jpg");
  expect(og.status()).toBe(200);
  expect(og.headers()["content-type"]).toBe("image/jpeg");
});

for (const arrives of ["before", "after"] as const) {
  test(`Tab through the dish carousel keeps the focused dish on screen when Swiper arrives ${arrives} the next Tab`, async ({ page }) => {
    // Swiper's chunk waits until the test lets it through, so that the next Tab lands just before or just after it starts.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/slider-engine-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await waitForStoredLanguage(page);
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.matches(".slider a.dish-card") ?? false)) break;
    }
    await page.keyboard.press("Tab"); // a key pressed in the slides asks for Swiper
    const started = () =>
      page.waitForFunction(() => document.activeElement?.closest(".swiper-initialized") != null, undefined, { polling: "raf" });
    if (arrives === "before") {
      release();
      await started();
      await page.keyboard.press("Tab");
    } else {
      await page.keyboard.press("Tab");
      release();
      await started();
    }
    const focused = page.locator(":focus");
    await expect(focused).toHaveClass(/dish-card/);
    await expect
      .poll(() =>
        focused.evaluate((card) => {
          const box = card.getBoundingClientRect();
          const viewport = card.closest(".slider__viewport")?.getBoundingClientRect();
          return Boolean(viewport && box.left >= viewport.left - 1 && box.right <= viewport.right + 1);
        }),
      )
      .toBe(true);
  });
}
