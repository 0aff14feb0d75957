import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type EncodableValue, encodeFields } from "../../../worker/firestore/values";
import { call, useFakeFirestore } from "../firestore-env";

const fake = useFakeFirestore();
afterEach(() => vi.useRealTimers());

/** Pins the worker's clock (it runs in this isolate) to a Ljubljana wall time in winter. */
function at(local: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${local}:00+01:00`));
}

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

/** What a diner reads: the open-now tile, the footer's hours, and what Google reads: the Restaurant JSON-LD's hours. */
async function hoursOnPage(path: string, workerEnv?: Env) {
  const response = await call(path, {}, workerEnv);
  expect(response.status).toBe(200);
  const html = await response.text();
  const tile = textOf(/<div class="visit-card__name-tile">([\s\S]*?)<\/site-island>/.exec(html)?.[1] ?? "").trim();
  const footer = textOf(/<section aria-labelledby="footer-hours">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "").trim();
  const restaurant = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as { "@type": string; openingHoursSpecification?: unknown[] })
    .find((block) => block["@type"] === "Restaurant");
  return { html, tile, footer, specification: restaurant?.openingHoursSpecification ?? [] };
}

const WEEK = [
  {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:30",
    closes: "20:00",
  },
  { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "11:00", closes: "19:00" },
];

describe("a day of holiday hours (the seed's 24 December)", () => {
  it("the tile, the footer and the JSON-LD all say it closes at 14:00", async () => {
    at("2026-12-24T13:00");
    const { tile, footer, specification } = await hoursOnPage("/ponudba", env);
    expect(tile).toContain("Odprto");
    expect(tile).toContain("Zapremo ob 14:00");
    expect(tile).toContain("Praznični delovni čas");
    expect(footer).toContain("čet., 24. 12. (danes) 09:30 – 14:00 · Praznični delovni čas");
    expect(footer).toContain("pet., 25. 12. zaprto (božič)");
    expect(specification.slice(0, WEEK.length + 6)).toEqual([
      ...WEEK,
      { "@type": "OpeningHoursSpecification", validFrom: "2026-12-24", validThrough: "2026-12-24", opens: "09:30", closes: "14:00" },
      { "@type": "OpeningHoursSpecification", validFrom: "2026-12-25", validThrough: "2026-12-25", opens: "00:00", closes: "00:00" },
      { "@type": "OpeningHoursSpecification", validFrom: "2026-12-26", validThrough: "2026-12-26", opens: "00:00", closes: "00:00" },
      { "@type": "OpeningHoursSpecification", validFrom: "2026-12-31", validThrough: "2026-12-31", opens: "09:30", closes: "15:00" },
      { "@type": "OpeningHoursSpecification", validFrom: "2027-01-01", validThrough: "2027-01-01", opens: "00:00", closes: "00:00" },
      { "@type": "OpeningHoursSpecification", validFrom: "2027-01-02", validThrough: "2027-01-02", opens: "00:00", closes: "00:00" },
    ]);
  });

  it("the tile's island hydrates when its status changes: at 14:00", async () => {
    at("2026-12-24T13:00");
    const html = await (await call("/ponudba", {}, env)).text();
    const due = /<site-island data-name="openStatus" data-when="due"[^>]* data-due="(\d+)"/.exec(html)?.[1];
    expect(Number(due)).toBe(Date.parse("2026-12-24T14:00:00+01:00"));
  });

  it("after 14:00 the tile says closed until Monday, in English too", async () => {
    at("2026-12-24T14:30");
    const { tile, footer } = await hoursOnPage("/en/ponudba", env);
    expect(tile).toContain("Closed now");
    expect(tile).toContain("Opens on Monday at 09:30");
    expect(tile).toContain("Holiday hours");
    expect(footer).toContain("Thu 24 Dec (today) 09:30 – 14:00 · Holiday hours");
  });

  it("on Christmas Day the tile and the footer name the holiday in the page's language", async () => {
    at("2026-12-25T12:00");
    for (const [path, closed, christmas, independence] of [
      ["/ponudba", "Zaprto", "božič", "dan samostojnosti in enotnosti"],
      ["/en/ponudba", "Closed now", "Christmas Day", "Independence and Unity Day"],
      ["/de/ponudba", "Jetzt geschlossen", "Weihnachten", "Tag der Unabhängigkeit und Einheit"],
      ["/it/ponudba", "Chiuso ora", "Natale", "Festa dell'indipendenza e dell'unità"],
      ["/hr/ponudba", "Sada zatvoreno", "Božić", "Dan samostalnosti i jedinstva"],
    ] as const) {
      const { tile, footer } = await hoursOnPage(path, env);
      expect(tile, path).toContain(`${closed} (${christmas})`);
      expect(footer, path).toContain(`(${independence})`);
    }
  });

  it("a page rendered a month ahead lists nothing special in the footer, and 24 December in the JSON-LD", async () => {
    at("2026-11-24T12:00");
    const { tile, footer, specification } = await hoursOnPage("/ponudba", env);
    expect(tile).toContain("Zapremo ob 20:00");
    expect(footer).toBe("Odpiralni čas Ponedeljek–petek 09:30 – 20:00 Sobota 11:00 – 19:00 Nedelja zaprto");
    expect(specification.slice(0, WEEK.length)).toEqual(WEEK);
    expect(specification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      validFrom: "2026-12-24",
      validThrough: "2026-12-24",
      opens: "09:30",
      closes: "14:00",
    });
  });

  it("the JSON-LD lists every exception and closing public holiday of the next 12 months, and nothing after", async () => {
    at("2026-11-24T12:00");
    const { specification } = await hoursOnPage("/en/o-nas", env);
    const special = specification.slice(WEEK.length) as { validFrom: string; validThrough: string; opens: string; closes: string }[];
    const closed = special.filter((day) => day.opens === "00:00" && day.closes === "00:00").map((day) => day.validFrom);
    // The public holidays on which the week would be open (not Sundays), up to 23 November 2027.
    for (const holiday of [
      "2026-12-25",
      "2026-12-26",
      "2027-01-01",
      "2027-02-08",
      "2027-03-29",
      "2027-04-27",
      "2027-05-01",
      "2027-06-25",
      "2027-11-01",
    ]) {
      expect(closed).toContain(holiday);
    }
    expect(special.map((day) => day.validFrom)).toEqual([...special.map((day) => day.validFrom)].sort());
    expect(special.every((day) => day.validThrough >= "2026-11-24" && day.validFrom <= "2027-11-23")).toBe(true);
    expect(special.at(0)?.validFrom).toBe("2026-12-24");
  });
});

describe("a closed day the owner enters in Firestore", () => {
  function closeOn(date: string) {
    const fields = fake().documents.find((document) => document.name === "urnik/odpiralni-cas")!.fields;
    fields.exceptions = encodeFields({ exceptions: [{ from: date, closed: true, note: "Inventura", note_en: "Stocktaking" }] }).exceptions!;
  }

  it("reads as closed on the tile, in the footer and in the JSON-LD", async () => {
    closeOn("2026-11-25");
    at("2026-11-25T12:00");
    const { tile, footer, specification } = await hoursOnPage("/ponudba");
    expect(tile).toContain("Zaprto");
    expect(tile).not.toContain("Odprto");
    expect(tile).toContain("Odpremo jutri ob 09:30");
    expect(tile).toContain("Inventura");
    expect(footer).toContain("sre., 25. 11. (danes) zaprto · Inventura");
    expect(specification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      validFrom: "2026-11-25",
      validThrough: "2026-11-25",
      opens: "00:00",
      closes: "00:00",
    });
    expect((await call("/api/urnik")).status).toBe(200);
  });

  it("gives the page a new ETag when the hours change", async () => {
    at("2026-11-25T12:00");
    const before = (await call("/o-nas")).headers.get("etag");
    closeOn("2026-11-25");
    await env.CACHE.delete("v1:urnik"); // what `npm run cache:purge urnik` does
    const after = await call("/o-nas");
    expect(after.headers.get("etag")).not.toBe(before);
    expect(textOf(await after.text())).toContain("(danes) zaprto · Inventura");
  });
});

describe("a malformed or missing hours document", () => {
  const setWeekly = (weekly: { [day: string]: EncodableValue }) =>
    fake().setField("urnik/odpiralni-cas", "weekly", encodeFields({ weekly }).weekly!);

  it("never read: pages serve the spec's hours, and the API answers with them", async () => {
    setWeekly({ monday: "ves dan" });
    at("2026-11-25T12:00");
    for (const path of ["/", "/ponudba", "/en/o-nas", "/lokacija"]) {
      const { footer } = await hoursOnPage(path);
      expect(footer, path).toMatch(/Ponedeljek–petek 09:30 – 20:00|Monday–Friday 09:30 – 20:00/);
    }
    const api = await call("/api/urnik");
    expect(api.status).toBe(200);
    expect((await api.json<{ weekly: { monday: unknown } }>()).weekly.monday).toEqual({ opens: "09:30", closes: "20:00" });
  });

  it("missing: the same", async () => {
    fake().documents = fake().documents.filter((document) => !document.name.startsWith("urnik/"));
    at("2026-11-25T12:00");
    const { tile, footer } = await hoursOnPage("/ponudba");
    expect(tile).toContain("Odprto");
    expect(footer).toContain("Ponedeljek–petek 09:30 – 20:00");
  });

  it("after a good read: the last good hours keep being served", async () => {
    fake().setField("urnik/odpiralni-cas", "exceptions", encodeFields({ exceptions: [{ from: "2026-11-25", closed: true }] }).exceptions!);
    at("2026-11-25T12:00");
    expect((await hoursOnPage("/ponudba")).tile).toContain("Zaprto");
    setWeekly({ monday: "ves dan" });
    at("2026-11-25T12:10"); // past DATA_FRESH_SECONDS: the page triggers a refresh, which drops the document
    expect((await hoursOnPage("/ponudba")).tile).toContain("Zaprto");
    at("2026-11-25T12:11");
    const { tile, footer } = await hoursOnPage("/ponudba");
    expect(tile).toContain("Zaprto");
    expect(footer).toContain("(danes) zaprto");
  });
});
