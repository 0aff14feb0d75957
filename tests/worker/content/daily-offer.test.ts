import { afterEach, describe, expect, it, vi } from "vitest";
import type { FirestoreFields } from "../../../worker/firestore/values";
import { call, useFakeFirestore } from "../firestore-env";

const fake = useFakeFirestore();
afterEach(() => vi.useRealTimers());

const string = (value: string) => ({ stringValue: value });
const dish = (fields: { name: string; translate?: string; price: number; alergeni?: number[] | null; soldOutUntil?: string }) => ({
  mapValue: {
    fields: {
      name: string(fields.name),
      ...(fields.translate && { translate: string(fields.translate) }),
      price: { doubleValue: fields.price },
      alergeni:
        fields.alergeni === null || fields.alergeni === undefined
          ? { nullValue: null }
          : { arrayValue: { values: fields.alergeni.map((n) => ({ integerValue: String(n) })) } },
      ...(fields.soldOutUntil && { soldOutUntil: { timestampValue: fields.soldOutUntil } }),
    },
  },
});

/** Tuesday 1 December 2026: three dishes, one with gluten and egg. */
function offerOnTuesday(extra: { soldOutUntil?: string } = {}) {
  const fields: FirestoreFields = {
    date: string("2026-12-01"),
    opens: string("11:00"),
    closes: string("15:00"),
    note: string("s solato in juho"),
    note_en: string("with salad and soup"),
    dishes: {
      arrayValue: {
        values: [
          dish({ name: "Telečja obara", translate: "Veal stew", price: 10.9, alergeni: [1, 3] }),
          dish({ name: "Sarma", translate: "Stuffed cabbage", price: 11.5, alergeni: [], ...extra }),
          dish({ name: "Zelenjavna rižota", price: 10, alergeni: null }),
        ],
      },
    },
  };
  fake().documents.push({ name: "dnevna/2026-12-01", fields });
}

/** Wednesday's offer, prepared on Tuesday. */
function offerOnWednesday() {
  const fields: FirestoreFields = {
    date: string("2026-12-02"),
    opens: string("11:00"),
    closes: string("15:00"),
    dishes: { arrayValue: { values: [dish({ name: "Jota", price: 9.9 })] } },
  };
  fake().documents.push({ name: "dnevna/2026-12-02", fields });
}

/** Ljubljana is UTC+1 in December. */
async function at(localTime: string, path: string, day = "2026-12-01", init: RequestInit = {}) {
  vi.useFakeTimers({ toFake: ["Date"] });
  const [hours = 0, minutes = 0] = localTime.split(":").map(Number);
  vi.setSystemTime(new Date(`${day}T${String(hours - 1).padStart(2, "0")}:${String(minutes).padStart(2, "0")}:00Z`));
  const response = await call(path, init);
  return { response, html: await response.text() };
}

function jsonLdMenu(
  html: string,
): { hasMenuSection: { name: string; hasMenuItem: { name: string; offers: Record<string, string> }[] }[] } | undefined {
  for (const [, block = ""] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const parsed = JSON.parse(block) as { "@type": string };
    if (parsed["@type"] === "Menu") return parsed as never;
  }
  return undefined;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("today's lunch on the public pages", () => {
  it("home, the menu and the offer's page show the day's dishes, prices and allergens by name, in both languages", async () => {
    offerOnTuesday();
    const home = text((await at("11:30", "/")).html);
    expect(home).toContain("Danes za malico");
    expect(home).toContain("torek, 1. 12. · 11.00–15.00");
    expect(home).toContain("s solato in juho");
    expect(home).toMatch(/Telečja obara\s+10,90\s€/);
    expect(home).toContain("Vsebuje: Žita, ki vsebujejo gluten, Jajca");
    expect(home).toContain("Alergeni: vprašajte osebje");
    const english = text((await at("11:30", "/en")).html);
    expect(english).toContain("Today's lunch");
    expect(english).toContain("Veal stew");
    expect(english).toContain("Contains: Cereals containing gluten, Eggs");
    const menu = (await at("11:30", "/ponudba")).html;
    expect(menu.indexOf('id="malica"')).toBeGreaterThan(-1);
    expect(menu.indexOf('id="malica"')).toBeLessThan(menu.indexOf('id="aburgerji"'));
    expect(menu.indexOf('id="cenik"')).toBeLessThan(menu.indexOf('id="malica"'));
    expect(menu).toMatch(/<button type="submit" class="chip chip--implied" aria-pressed="true"[^>]*>.*?Malica<\/button>/);
  });

  it("the menu's lunch chip follows the category rules: alone, hidden by another category, and never an empty page without lunch", async () => {
    offerOnTuesday();
    const section = (html: string, id: string) => new RegExp(`<(?:section|div)[^>]* id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
    const onlyLunch = (await at("11:30", "/ponudba?kategorija=malica")).html;
    expect(section(onlyLunch, "malica")).not.toContain("hidden");
    expect(section(onlyLunch, "aburgerji")).toContain("hidden");
    const onlyBurgers = (await at("11:30", "/ponudba?kategorija=aburgerji")).html;
    expect(section(onlyBurgers, "malica")).toContain("hidden");
    expect(section(onlyBurgers, "aburgerji")).not.toContain("hidden");
    const nextDay = (await at("11:30", "/ponudba?kategorija=malica", "2026-12-02")).html;
    expect(nextDay).not.toContain('id="malica"');
    expect(section(nextDay, "aburgerji")).not.toContain("hidden");
  });

  it("the offer's own page has a title, description and Open Graph text for that day", async () => {
    offerOnTuesday();
    const { response, html } = await at("11:30", "/malica");
    expect(response.status).toBe(200);
    expect(html).toContain("<title>Malica torek, 1. 12. – dnevna ponudba | Grill Ajdovščina</title>");
    expect(html).toMatch(/<meta property="og:title" content="Malica torek, 1. 12./);
    expect(html).toMatch(
      /<meta name="description" content="Danes za malico \(torek, 1. 12., 11.00–15.00\): Telečja obara 10,90\s€, Sarma 11,50\s€/,
    );
    expect(html).toMatch(/<h1 id="lunch-title"/);
    const english = (await at("11:30", "/en/malica")).html;
    expect(english).toContain("<title>Lunch Tuesday 1 December – daily offer | Grill Ajdovščina</title>");
    expect(english).toContain('hreflang="sl" href="http://127.0.0.1:8787/malica"');
  });

  it("the Menu JSON-LD has a section for the day whose offers are valid in its window only", async () => {
    offerOnTuesday();
    for (const path of ["/ponudba", "/malica"]) {
      const section = jsonLdMenu((await at("11:30", path)).html)?.hasMenuSection[0];
      expect(section?.name).toBe("Dnevna ponudba 2026-12-01");
      expect(section?.hasMenuItem[0]).toMatchObject({
        name: "Telečja obara",
        offers: { price: "10.90", validFrom: "2026-12-01T11:00:00+01:00", validThrough: "2026-12-01T15:00:00+01:00" },
      });
    }
  });

  it("before the window it says from when, after it it is greyed until closing, and the next day it is gone everywhere", async () => {
    offerOnTuesday();
    const early = await at("10:30", "/");
    expect(text(early.html)).toContain("od 11.00");
    const late = await at("15:30", "/");
    expect(late.html).toContain('class="lunch lunch--after"');
    expect(text(late.html)).toContain("Danes do 15.00");
    expect(text((await at("19:59", "/")).html)).toContain("Danes za malico");
    expect(text((await at("20:00", "/")).html)).not.toContain("Danes za malico");
    const serving = await at("11:30", "/");
    expect(new Set([early, late, serving].map(({ response }) => response.headers.get("ETag"))).size).toBe(3);

    for (const path of ["/", "/ponudba", "/en/ponudba"]) {
      const { html } = await at("11:30", path, "2026-12-02");
      expect(html).not.toContain('id="malica"');
      expect((jsonLdMenu(html)?.hasMenuSection ?? []).map((section) => section.name)).not.toContain("Dnevna ponudba 2026-12-01");
    }
    expect(text((await at("11:30", "/malica", "2026-12-02")).html)).toContain("Danes dnevne ponudbe ni.");
  });

  it("a day the hours close publishes no offer", async () => {
    offerOnTuesday();
    fake().setField("urnik/odpiralni-cas", "exceptions", {
      arrayValue: { values: [{ mapValue: { fields: { from: string("2026-12-01"), closed: { booleanValue: true } } } }] },
    });
    expect((await at("11:30", "/")).html).not.toContain('id="malica"');
  });

  it("a dish sold out today is greyed with its note", async () => {
    offerOnTuesday({ soldOutUntil: "2026-12-01T09:00:00Z" });
    const { html } = await at("11:30", "/");
    expect(html).toMatch(
      /<li class="dish dish--sold-out" data-allergens=""><div class="dish__head"><h3 class="dish__name"[^>]*>Sarma<\/h3>/,
    );
    expect(text(html)).toContain("Danes razprodano");
  });

  it("the offers are a dataset of the API, and the sitemap lists the offer's page in both languages", async () => {
    offerOnTuesday();
    const api = await at("11:30", "/api/dnevna");
    expect(api.response.status).toBe(200);
    expect(JSON.parse(api.html)).toEqual([expect.objectContaining({ date: "2026-12-01", opens: "11:00", closes: "15:00" })]);
    const sitemap = (await at("11:30", "/sitemap.xml")).html;
    expect(sitemap).toContain("<loc>http://127.0.0.1:8787/malica</loc>");
    expect(sitemap).toContain("<loc>http://127.0.0.1:8787/en/malica</loc>");
  });

  it("/api/dnevna lists the day's offer only, as the pages show it: a day prepared ahead appears on its day, with a new ETag", async () => {
    offerOnTuesday();
    offerOnWednesday();
    const dates = (json: string) => (JSON.parse(json) as { date: string }[]).map((offer) => offer.date);
    const tuesday = await at("11:30", "/api/dnevna");
    expect(dates(tuesday.html)).toEqual(["2026-12-01"]);
    expect(dates((await at("08:00", "/api/dnevna")).html)).toEqual(["2026-12-01"]);
    expect(dates((await at("20:00", "/api/dnevna")).html)).toEqual([]);

    const etag = tuesday.response.headers.get("ETag") ?? "";
    expect((await at("11:30", "/api/dnevna", "2026-12-01", { headers: { "If-None-Match": etag } })).response.status).toBe(304);
    const wednesday = await at("11:30", "/api/dnevna", "2026-12-02", { headers: { "If-None-Match": etag } });
    expect(wednesday.response.status).toBe(200);
    expect(JSON.parse(wednesday.html)).toEqual([
      expect.objectContaining({ date: "2026-12-02", dishes: [expect.objectContaining({ name: "Jota" })] }),
    ]);
  });

  it("/api/dnevna lists no offer on a day the hours close", async () => {
    offerOnTuesday();
    fake().setField("urnik/odpiralni-cas", "exceptions", {
      arrayValue: { values: [{ mapValue: { fields: { from: string("2026-12-01"), closed: { booleanValue: true } } } }] },
    });
    expect(JSON.parse((await at("11:30", "/api/dnevna")).html)).toEqual([]);
  });
});
