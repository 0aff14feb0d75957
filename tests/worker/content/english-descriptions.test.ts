import { describe, expect, it } from "vitest";
import { call, useFakeFirestore } from "../firestore-env";

const fake = useFakeFirestore();

const HOUSE_BURGER = "hrana/aburgerji/items/11";
const ICED_TEA = "hrana/brezalkoholne/items/206";
const ENGLISH = "200 g of grilled beef, cheddar, crispy bacon and caramelised onion in a homemade bun, with fries.";
const SLOVENIAN = "200 g govejega mesa z žara, cheddar, hrustljava slanina in karamelizirana čebula v domači žemlji, s pomfrijem.";

function withoutEnglish(path: string) {
  const document = fake().documents.find((candidate) => candidate.name === path)!;
  delete document.fields.opis_en;
}

async function menuPage(path: string) {
  const html = await (await call(path)).text();
  const menu = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map(
      (match) => JSON.parse(match[1]!) as { "@type": string; hasMenuSection?: { hasMenuItem: { name: string; description?: string }[] }[] },
    )
    .find((block) => block["@type"] === "Menu");
  const items = menu?.hasMenuSection?.flatMap((section) => section.hasMenuItem) ?? [];
  return { html, burger: items.find((item) => item.name === "House burger" || item.name === "Hišni burger") };
}

describe("dish descriptions in English", () => {
  it("English pages and their JSON-LD use the English description", async () => {
    const { html, burger } = await menuPage("/en/ponudba");
    expect(html).toContain(`<p class="dish__description">${ENGLISH}</p>`);
    expect(html).not.toContain(SLOVENIAN);
    expect(burger?.description).toBe(ENGLISH);
    expect(html).toContain('<p class="price-row__notes">Peach or lemon. · with ice</p>');
  });

  it("Slovenian pages and their JSON-LD keep the Slovenian one", async () => {
    const { html, burger } = await menuPage("/ponudba");
    expect(html).toContain(`<p class="dish__description">${SLOVENIAN}</p>`);
    expect(html).not.toContain(ENGLISH);
    expect(burger?.description).toBe(SLOVENIAN);
  });

  it("without one, English pages show the Slovenian text marked lang=sl, and the English JSON-LD none", async () => {
    withoutEnglish(HOUSE_BURGER);
    withoutEnglish(ICED_TEA);
    const { html, burger } = await menuPage("/en/ponudba");
    expect(html).toContain(`<p class="dish__description" lang="sl">${SLOVENIAN}</p>`);
    expect(html).toContain('<p class="price-row__notes" lang="sl">Breskev ali limona.</p><p class="price-row__notes">with ice</p>');
    expect(burger?.name).toBe("House burger");
    expect(burger).not.toHaveProperty("description");
  });
});
