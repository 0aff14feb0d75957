import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PICTURES } from "../../../shared/pictures";
import { cacheKey } from "../../../worker/data/datasets";
import { encodeValue } from "../../../worker/firestore/values";
import { call, useFakeFirestore } from "../firestore-env";

const fake = useFakeFirestore();

const SITE = "http://127.0.0.1:8787";
const CEVAPI = "hrana/cjediNaZaru/items/1";
/** A 4:3 photo, so its width/height show that the photo's own aspect is kept. */
const PHOTO = {
  key: "1-0123456789",
  width: 1600,
  height: 1200,
  alt: "Čevapi s čebulo v lepinji",
  alt_en: "Cevapi with onion in flatbread",
};

function givePhoto(path: string, photo: Record<string, string | number | null>) {
  fake().setField(path, "photo", encodeValue(photo));
}

/** A built drawing of a dish, in any size and format. */
const DRAWING = new RegExp(`/img/(?:${PICTURES.map((picture) => picture.file).join("|")})-\\d+\\.`);

const srcset = (format: string) => [400, 800, 1200].map((width) => `/foto/1-0123456789-${width}.${format} ${width}w`).join(", ");

/** The `<picture>` whose JPEG is the photo's, with everything in it. */
function photoPicture(html: string): string | undefined {
  return /<picture[^>]*>(?:(?!<\/picture>).)*\/foto\/1-0123456789-(?:(?!<\/picture>).)*<\/picture>/s.exec(html)?.[0];
}

const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

function restaurantImage(html: string): unknown {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as { "@type": string; image?: string })
    .find((block) => block["@type"] === "Restaurant")?.image;
}

describe("the owner's photo of a dish on the menu", () => {
  for (const [path, alt] of [
    ["/ponudba", PHOTO.alt],
    ["/en/ponudba", PHOTO.alt_en],
    ["/meni", PHOTO.alt],
    ["/en/meni", PHOTO.alt_en],
  ] as const) {
    it(`${path}: a lazy <picture> beside the dish, AVIF/WebP/JPEG at 400/800/1200, its size and alt`, async () => {
      givePhoto(CEVAPI, PHOTO);
      const html = await (await call(path)).text();
      const dish = /<li class="dish"[^>]*>(?:(?!<\/li>).)*?\/foto\/(?:(?!<\/li>).)*<\/li>/s.exec(html)?.[0] ?? "";
      expect(dish).toMatch(/Čevapi v domači lepinji|Cevapi in homemade flatbread/);
      const picture = photoPicture(dish) ?? "";
      expect(picture).toContain('<picture class="dish__photo">');
      expect(picture).toContain(`<source type="image/avif" srcSet="${srcset("avif")}"`);
      expect(picture).toContain(`<source type="image/webp" srcSet="${srcset("webp")}"`);
      expect(picture).toContain(`srcSet="${srcset("jpg")}"`);
      expect(picture).toContain('src="/foto/1-0123456789-800.jpg"');
      expect(picture).toContain('width="1200" height="900"');
      expect(picture).toContain(`alt="${alt}"`);
      expect(picture).toContain('loading="lazy" decoding="async"');
      expect(picture).not.toContain("fetchPriority");
      // The only photo on the page: the other dishes show none, and no drawing stands in.
      expect(html.match(/<picture/g)).toHaveLength(1);
    });
  }

  it("has the dish's name in the page's language as alt where the owner wrote none", async () => {
    givePhoto(CEVAPI, { ...PHOTO, alt: null, alt_en: null });
    expect(photoPicture(await (await call("/ponudba")).text())).toContain('alt="Čevapi v domači lepinji (10 kos)"');
    expect(photoPicture(await (await call("/en/ponudba")).text())).toContain('alt="Cevapi in homemade flatbread (10 pieces)"');
  });
});

describe("featured dishes once the owner has photos", () => {
  it("home: the hero, the offer carousel and the feature sliders show the photo and no drawing", async () => {
    givePhoto(CEVAPI, PHOTO);
    for (const [path, alt] of [
      ["/", PHOTO.alt],
      ["/en", PHOTO.alt_en],
    ] as const) {
      const html = await (await call(path)).text();
      expect(html, path).not.toMatch(DRAWING);
      expect(html).toMatch(
        /<picture class="hero__picture">(?:(?!<\/picture>).)*foto\/1-0123456789-1200\.jpg 1200w[^>]*width="1200" height="900"[^>]*alt="([^"]*)" loading="eager" fetchPriority="high"/s,
      );
      expect(html).toContain(`alt="${alt}"`);
      const card = /<a class="dish-card" href="([^"]+)" data-item-id="1">(?:(?!<\/a>).)*<\/a>/s.exec(html);
      expect(card?.[1]).toBe(path === "/" ? "/ponudba#cjediNaZaru" : "/en/ponudba#cjediNaZaru");
      expect(card?.[0]).toContain("/foto/1-0123456789-400.avif 400w");
      // One photo: the carousel has one card, each feature slider one slide.
      expect(html.match(/class="dish-card"/g)).toHaveLength(1);
      expect(html.match(/<picture class="food-slide">/g)).toHaveLength(4);
      expect(html.match(/\/foto\/1-0123456789-800\.jpg"/g)).toHaveLength(6);
    }
  });

  it("cevapi page: the carousel and the cevapi card show the photo; the card of a dish without one shows no picture", async () => {
    givePhoto(CEVAPI, PHOTO);
    const html = await (await call("/cevapi-ljubljana")).text();
    expect(html).not.toMatch(DRAWING);
    expect(html.match(/<picture class="food-slide">/g)).toHaveLength(1);
    expect(html).toMatch(/<picture class="food-slide">(?:(?!<\/picture>).)*loading="eager" fetchPriority="high"/s);
    const cards = [...html.matchAll(/<li class="signature__card">(.*?)<\/li>/gs)].map((match) => match[1] ?? "");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toContain("/foto/1-0123456789-1200.webp 1200w");
    expect(cards[1]).not.toContain("<picture");
  });

  it("leaves a hidden dish's photo out", async () => {
    givePhoto(CEVAPI, PHOTO);
    fake().setField(CEVAPI, "ignore", { booleanValue: true });
    const html = await (await call("/")).text();
    expect(html).not.toContain("/foto/");
    expect(html).toMatch(DRAWING);
  });

  it("og:image and the restaurant's JSON-LD image are the first featured photo's 1200 px JPEG, with its size and alt", async () => {
    givePhoto("hrana/aburgerji/items/11", { ...PHOTO, key: "11-abcdef0123", width: 1200, height: 800 });
    givePhoto(CEVAPI, PHOTO);
    for (const [path, alt] of [
      ["/", PHOTO.alt],
      ["/en/ponudba", PHOTO.alt_en],
      ["/en/cevapi-ljubljana", PHOTO.alt_en],
    ] as const) {
      const html = await (await call(path)).text();
      expect(meta(html, "og:image"), path).toBe(`${SITE}/foto/1-0123456789-1200.jpg`);
      expect(meta(html, "og:image:width")).toBe("1200");
      expect(meta(html, "og:image:height")).toBe("900");
      expect(meta(html, "og:image:alt")).toBe(alt);
      expect(html).toContain(`<meta name="twitter:image" content="${SITE}/foto/1-0123456789-1200.jpg">`);
      expect(restaurantImage(html)).toBe(`${SITE}/foto/1-0123456789-1200.jpg`);
    }
    // A page that does not read the menu keeps the drawn card.
    expect(meta(await (await call("/o-nas")).text(), "og:image")).toBe(`${SITE}/img/og-cevapi.jpg`);
  });

  it("renders the home page again when a photo is added (its ETag follows the menu)", async () => {
    const before = (await call("/")).headers.get("etag");
    givePhoto(CEVAPI, PHOTO);
    await env.CACHE.delete(cacheKey("hrana"));
    const after = await call("/");
    expect(after.headers.get("etag")).not.toBe(before);
    expect(await after.text()).toContain("/foto/1-0123456789-");
  });
});

describe("without photos", () => {
  it("home and the cevapi page keep the drawings and og-cevapi.jpg", async () => {
    for (const path of ["/", "/en/cevapi-ljubljana", "/ponudba"]) {
      const html = await (await call(path)).text();
      expect(html, path).not.toContain("/foto/");
      if (path !== "/ponudba") expect(html).toMatch(DRAWING);
      expect(meta(html, "og:image")).toBe(`${SITE}/img/og-cevapi.jpg`);
      expect(restaurantImage(html)).toBe(`${SITE}/img/og-cevapi.jpg`);
    }
  });

  it("home still renders, with its drawings, when the menu cannot be read", async () => {
    fake().mode = { kind: "down" };
    const response = await call("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(DRAWING);
    expect(html).not.toContain("/foto/");
  });
});
