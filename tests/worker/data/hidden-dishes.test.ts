import { describe, expect, it } from "vitest";
import { OPTIONAL_LANGS } from "../../../shared/i18n/lang";
import type { FirestoreFields } from "../../../worker/firestore/values";
import { call, useFakeFirestore } from "../firestore-env";

const fake = useFakeFirestore();

/** Hidden in the seed (`ignore: true`): a dish and a drink, each with an English name and description. */
const HIDDEN_IN_SEED = ["Polnjene paprike", "Stuffed peppers", "Kuhano vino", "Mulled wine", "Samo v zimskih mesecih"];
/** Hidden by the test: a student meal and a sauce. */
const HIDDEN_EXTRA_PATH = "hrana/omake/items/303";

const PREFIXES = ["", "/en", ...OPTIONAL_LANGS.map((lang) => `/${lang}`)];
const PAGES = ["/", "/ponudba", "/studentski-boni", "/meni", "/cevapi-ljubljana", "/o-nas", "/lokacija"];

const text = (value: FirestoreFields[string] | undefined) => (value && "stringValue" in value ? value.stringValue : undefined);

/** Hides the meal and the sauce; returns their names in Slovenian and English. */
function hideMore(): string[] {
  return ["boni/108", HIDDEN_EXTRA_PATH].flatMap((path) => {
    const fields = fake().documents.find((document) => document.name === path)?.fields;
    const name = text(fields?.name);
    const english = text(fields?.translate);
    if (!name || !english) throw new Error(`${path} is not in the seed with both names`);
    fake().setField(path, "ignore", { booleanValue: true });
    return [name, english];
  });
}

describe("hidden dishes, drinks, sauces and student meals reach no visitor", () => {
  it("the API's menu and student meals leave them out, and list the rest", async () => {
    const hidden = hideMore();
    const food = await (await call("/api/hrana")).text();
    for (const name of [...HIDDEN_IN_SEED, ...hidden]) expect(food, name).not.toContain(name);
    expect(food).toContain("Pleskavica s kajmakom");
    expect(food).toContain("Ajvar");
    expect(food).not.toContain('"ignore":true');
    const meals = await (await call("/api/boni")).json<{ name: string }[]>();
    expect(meals.map((meal) => meal.name)).not.toContain(hidden[0]);
    expect(meals).toHaveLength(18);
  });

  it("no page in any of the five languages names them, in its text or its JSON-LD", async () => {
    const hidden = hideMore();
    for (const prefix of PREFIXES) {
      for (const page of PAGES) {
        const path = page === "/" && prefix ? prefix : `${prefix}${page}`;
        const response = await call(path);
        expect(response.status, path).toBe(200);
        const html = await response.text();
        for (const name of [...HIDDEN_IN_SEED, ...hidden]) expect(html, `${path}: ${name}`).not.toContain(name);
      }
    }
  });

  it("a dish shown again after it was hidden is back on the API and the menu page", async () => {
    fake().setField("hrana/bdomaceJedi/items/25", "ignore", { booleanValue: false });
    expect(await (await call("/api/hrana")).text()).toContain("Polnjene paprike");
    expect(await (await call("/ponudba")).text()).toContain("Polnjene paprike");
  });
});
