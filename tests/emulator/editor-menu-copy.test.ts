import { describe, expect, it } from "vitest";
import { SETTINGS_DOCUMENT } from "../../worker/data/database-layout";
import { encodeFields } from "../../worker/firestore/values";
import { formFields } from "../support/editor-forms";
import { day, useEditorSite } from "./editor-site";

const { client, page, form, post, stored } = useEditorSite("editor-menu-copy-test");

const DISH = "/urejanje/meni/aburgerji/11";
const LUNCH = `/urejanje/malica/${day(1)}`;
const SURCHARGE = "/urejanje/meni/doplacilo";

/** The surcharge's form on the menu list, or on the page a refused save answers with. */
const surchargeForm = (html: string) => formFields(html, SURCHARGE);

/** The editor keeps a copy of the menu between requests; what the owner saves is on its pages at once all the same. */
describe("the editor's copy of the menu, on the Firestore emulator", () => {
  it("a dish renamed through the editor is in the list's search and the lunch page's dishes at once", async () => {
    expect(await page("/urejanje/meni?q=burger")).toContain("Hišni burger");
    expect(await page(LUNCH)).toContain('<option value="11">Hišni burger</option>');

    const saved = await post(DISH, { ...(await form(DISH)), group: "aburgerji", name: "Hišni burger XL" });
    expect(saved.status).toBe(303);

    expect(await page("/urejanje/meni?q=xl")).toContain("Hišni burger XL");
    expect(await page(LUNCH)).toContain('<option value="11">Hišni burger XL</option>');
  });

  it("a new surcharge is in the list at once", async () => {
    const list = await page("/urejanje/meni");
    expect(list).toMatch(/name="studentMealPrice" value="3,00"/);
    expect((await post(SURCHARGE, { ...surchargeForm(list), studentMealPrice: "3,20" })).status).toBe(303);
    expect(await page("/urejanje/meni")).toMatch(/name="studentMealPrice" value="3,20"/);
  });

  it("a surcharge changed in the console meanwhile: the conflict answers with the version now stored, so saving again works", async () => {
    const list = await page("/urejanje/meni");
    await client().commit([{ update: { path: SETTINGS_DOCUMENT, fields: encodeFields({ studentMealPrice: 2.9 }) } }]);

    const conflict = await post(SURCHARGE, { ...surchargeForm(list), studentMealPrice: "2,80" });
    expect(conflict.status).toBe(409);
    const again = await post(SURCHARGE, surchargeForm(await conflict.text()));
    expect(again.status).toBe(303);
    expect((await stored(SETTINGS_DOCUMENT))?.studentMealPrice).toBe(2.8);
  });
});
