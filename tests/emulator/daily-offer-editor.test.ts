import { describe, expect, it } from "vitest";
import { wallClock } from "../../shared/restaurant/opening-hours";
import { encodeFields } from "../../worker/firestore/values";
import { formFields } from "../support/editor-forms";
import { day, text, useEditorSite } from "./editor-site";

const PROJECT = "daily-offer-test";
const { client, page, form: formAt, post, stored: storedAt } = useEditorSite(PROJECT);
const stored = (date: string) => storedAt(`dnevna/${date}`);

const THREE_DISHES = {
  "dishes.0.name": "Telečja obara",
  "dishes.0.translate": "Veal stew",
  "dishes.0.price": "10,90",
  "dishes.0.alergen-1": "on",
  "dishes.0.alergen-3": "on",
  "dishes.1.name": "Sarma",
  "dishes.1.price": "11,50",
  "dishes.2.name": "Zelenjavna rižota",
  "dishes.2.price": "10",
  "dishes.2.noAllergenData": "on",
};

describe("the owner's daily offer, on the emulator", () => {
  it("a new day's form takes three dishes; saved with their allergens and window, audited, and not on the API before its day", async () => {
    const date = day(1);
    const form = await formAt(`/urejanje/malica/${date}`);
    expect(Object.keys(form)).toEqual(expect.arrayContaining(["dishes.0.name", "dishes.1.name", "dishes.2.name"]));
    const saved = await post(`/urejanje/malica/${date}`, { ...form, ...THREE_DISHES, note: "s solato in juho", intent: "save" });
    expect(saved.status).toBe(303);
    const location = saved.headers.get("location") ?? "";
    expect(location).toContain("sporocilo=savedAhead");
    expect(text(await page(location))).toContain("Shranjeno. Na strani bo na svoj dan.");
    expect(await stored(date)).toMatchObject({
      date,
      opens: "11:00",
      closes: "15:00",
      note: "s solato in juho",
      dishes: [
        { name: "Telečja obara", translate: "Veal stew", price: 10.9, alergeni: [1, 3] },
        { name: "Sarma", price: 11.5, alergeni: [] },
        { name: "Zelenjavna rižota", price: 10, alergeni: null },
      ],
    });
    const api = JSON.parse(await page("/api/dnevna")) as { date: string }[];
    expect(api.map((offer) => offer.date)).not.toContain(date);
    expect(text(await page("/urejanje"))).toContain("Dnevna ponudba");
  });

  it("a day copied from the same weekday last week matches it once saved", async () => {
    const date = day(7);
    const lastWeek = day(0);
    await client().commit([
      {
        update: {
          path: `dnevna/${lastWeek}`,
          fields: encodeFields({
            date: lastWeek,
            opens: "11:30",
            closes: "14:30",
            note: "z juho",
            note_en: null,
            dishes: [
              { name: "Jota", translate: "Jota stew", opis: "", opis_en: null, price: 9.9, alergeni: [11], item: null, soldOutUntil: null },
            ],
          }),
        },
      },
    ]);
    const form = await formAt(`/urejanje/malica/${date}`);
    const copied = await post(`/urejanje/malica/${date}`, { ...form, copyFrom: lastWeek, intent: "copy" });
    expect(copied.status).toBe(200);
    const filled = formFields(await copied.text(), `/urejanje/malica/${date}`);
    expect(filled).toMatchObject({ opens: "11:30", closes: "14:30", "dishes.0.name": "Jota", "dishes.0.alergen-11": "on" });
    expect(await stored(date)).toBeNull();
    expect((await post(`/urejanje/malica/${date}`, { ...filled, intent: "save" })).status).toBe(303);
    expect({ ...(await stored(date)), date: lastWeek }).toEqual(await stored(lastWeek));
  });

  it.each([
    ["no dishes", {}, "Vpišite vsaj eno jed."],
    ["a price below zero", { "dishes.0.name": "Obara", "dishes.0.price": "-2" }, "Vpišite ceno, npr. 9,90."],
    ["a window that ends before it starts", { ...THREE_DISHES, opens: "15:00", closes: "11:00" }, "Konec mora biti za začetkom."],
    ["an unknown allergen", { ...THREE_DISHES, "dishes.0.alergen-15": "on" }, "Neznan alergen"],
  ])("%s gives a field error, keeps the input and writes nothing", async (_case, fields: Record<string, string>, message) => {
    const date = day(2);
    const form = await formAt(`/urejanje/malica/${date}`);
    const refused = await post(`/urejanje/malica/${date}`, { ...form, ...fields, intent: "save" });
    expect(refused.status).toBe(422);
    expect(text(await refused.text())).toContain(message);
    expect(await stored(date)).toBeNull();
  });

  it("a day that is over cannot be written", async () => {
    const date = day(-1);
    const form = await formAt(`/urejanje/malica/${date}`);
    const refused = await post(`/urejanje/malica/${date}`, { ...form, ...THREE_DISHES, intent: "save" });
    expect(refused.status).toBe(422);
    expect(text(await refused.text())).toContain("Ta dan je že mimo");
    expect(await stored(date)).toBeNull();
  });

  it("a day the hours close says so in the editor, on the day and in its week", async () => {
    // A weekday, so that the week screen (Monday to Friday) lists it.
    let offset = 3;
    while ([0, 6].includes(wallClock(Date.parse(`${day(offset)}T12:00:00Z`)).weekday)) offset++;
    const date = day(offset);
    const hours = await formAt("/urejanje/urnik");
    let row = 0;
    while (hours[`exceptions.${row}.from`]) row++;
    const closed = await post("/urejanje/urnik", {
      ...hours,
      [`exceptions.${row}.from`]: date,
      [`exceptions.${row}.kind`]: "closed",
      [`exceptions.${row}.note`]: "Inventura",
      intent: "save",
    });
    expect(closed.status).toBe(303);
    expect(text(await page(`/urejanje/malica/${date}`))).toContain("Ta dan je po delovnem času zaprto");
    expect(text(await page(`/urejanje/malica?teden=${date}`))).toContain("Ta dan je po delovnem času zaprto");
  });
});
