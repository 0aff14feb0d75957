import { describe, expect, it } from "vitest";
import { datesLabel } from "../../../shared/restaurant/hours-labels";
import { isoDate, wallClock } from "../../../shared/restaurant/opening-hours";
import { addDays } from "../../../shared/restaurant/public-holidays";
import { call, useFakeFirestore } from "../firestore-env";

const fake = useFakeFirestore();

const day = (offset: number) => isoDate(addDays(wallClock(Date.now()), offset));

/** The HTML with only its paragraphs' tags left: each paragraph's text as one reads it. */
const lines = (html: string) => html.replace(/<(?!\/?p>)[^>]*>/g, "");

function menuJsonLd(html: string): { hasMenuSection: { hasMenuItem: { name: string; offers: Record<string, string> }[] }[] } {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? "{}"));
  return blocks.find((block) => block["@type"] === "Menu");
}

describe("sold out today", () => {
  it("greys the dish with its note on the menu in both languages, and its JSON-LD offer says SoldOut", async () => {
    fake().setField("hrana/aburgerji/items/11", "soldOutUntil", { timestampValue: new Date().toISOString() });
    const html = await (await call("/ponudba")).text();
    expect(html).toMatch(
      /<li class="dish dish--sold-out"[^>]*><div class="dish__head"><h3 class="dish__name">Hišni burger<\/h3>.*?<p class="dish__sold-out">Danes razprodano<\/p>/s,
    );
    expect(html.match(/dish--sold-out/g)).toHaveLength(1);
    const items = menuJsonLd(html).hasMenuSection.flatMap((section) => section.hasMenuItem);
    expect(items.find((item) => item.name === "Hišni burger")?.offers.availability).toBe("https://schema.org/SoldOut");
    expect(items.filter((item) => item.offers.availability)).toHaveLength(1);
    expect(await (await call("/en/ponudba")).text()).toContain('<p class="dish__sold-out">Sold out today</p>');
  });

  it("is over on the next day: yesterday's mark shows nothing", async () => {
    fake().setField("hrana/aburgerji/items/11", "soldOutUntil", { timestampValue: new Date(Date.now() - 86_400_000).toISOString() });
    const html = await (await call("/ponudba")).text();
    expect(html).not.toContain("dish--sold-out");
    expect(html).not.toContain("SoldOut");
  });

  it("marks a student meal too, and a hidden one is left out", async () => {
    fake().setField("boni/107", "soldOutUntil", { timestampValue: new Date().toISOString() });
    fake().setField("boni/108", "ignore", { booleanValue: true });
    const html = await (await call("/studentski-boni")).text();
    expect(html).toMatch(/<li class="dish dish--sold-out"[^>]*><h4 class="dish__name">Čevapi s pomfrijem<\/h4><p class="dish__sold-out">/);
    expect(html).not.toContain("Pleskavica s pomfrijem");
  });
});

describe("scheduled notices and announced hours", () => {
  it("a notice shows only inside its window, in the page's language", async () => {
    fake().setField("obvestila/letni-dopust", "act", { booleanValue: true });
    fake().setField("obvestila/letni-dopust", "from", { stringValue: day(1) });
    expect(await (await call("/o-nas")).text()).not.toContain("letnem dopustu");
  });

  it("inside the window it shows, with msg_en on English pages", async () => {
    fake().setField("obvestila/letni-dopust", "act", { booleanValue: true });
    fake().setField("obvestila/letni-dopust", "from", { stringValue: day(-1) });
    fake().setField("obvestila/letni-dopust", "to", { stringValue: day(0) });
    expect(await (await call("/o-nas")).text()).toContain("letnem dopustu");
    expect(await (await call("/en/o-nas")).text()).toContain("We are on summer holiday");
  });

  it("after its last day it is gone", async () => {
    fake().setField("obvestila/letni-dopust", "act", { booleanValue: true });
    fake().setField("obvestila/letni-dopust", "to", { stringValue: day(-1) });
    expect(await (await call("/o-nas")).text()).not.toContain("letnem dopustu");
  });

  it("an exception marked announce puts a guest notice in both languages on every page", async () => {
    fake().setField("urnik/odpiralni-cas", "yearly", {
      arrayValue: {
        values: [
          {
            mapValue: {
              fields: {
                from: { stringValue: day(1).slice(5) },
                closed: { booleanValue: true },
                note: { stringValue: "Inventura" },
                note_en: { stringValue: "Stocktaking" },
                announce: { booleanValue: true },
              },
            },
          },
        ],
      },
    });
    const slovenian = await (await call("/o-nas")).text();
    // Each line leads with its dates: a folded notice shows its first line only.
    expect(lines(slovenian)).toContain(`<p>${datesLabel("sl", day(1), day(1))}: zaprto (Inventura)</p>`);
    const english = await (await call("/en/o-nas")).text();
    expect(lines(english)).toContain(`<p>${datesLabel("en", day(1), day(1))}: closed (Stocktaking)</p>`);
  });
});
