import { describe, expect, it } from "vitest";
import { encodeFields } from "../../worker/firestore/values";
import { undoForms } from "../support/editor-forms";
import { day, OWNER, text, useEditorSite } from "./editor-site";

const PROJECT = "editor-test";
const { client, page, form: formAt, post, stored } = useEditorSite(PROJECT);

describe("the editor on the Firestore emulator, under the local identity", () => {
  it("a new bilingual notice with a schedule is on the public pages at once, only inside its window", async () => {
    const saved = await post("/urejanje/obvestila/nov", {
      msg: "<p>Danes žar na prostem</p>",
      msg_en: "<p>Outdoor grill today</p>",
      kind: "guest",
      act: "on",
      from: day(0),
      to: day(0),
      intent: "save",
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toMatch(/^\/urejanje\/obvestila\/obvestilo-[\w-]+\?(?:sprememba=[^&]+&)*sporocilo=saved$/);
    expect(await page("/")).toContain("Danes žar na prostem");
    expect(await page("/en")).toContain("Outdoor grill today");

    const later = await post("/urejanje/obvestila/nov", {
      msg: "<p>Jutri nov meni</p>",
      kind: "guest",
      act: "on",
      from: day(1),
      intent: "save",
    });
    expect(later.status).toBe(303);
    const laterPage = later.headers.get("location") ?? "";
    expect(laterPage).toContain("sporocilo=savedAhead");
    expect(text(await page(laterPage))).toContain("Shranjeno. Na strani bo na svoj dan.");
    expect(await page("/")).not.toContain("Jutri nov meni");
  });

  it("a second save of the same version gets the conflict message with the current values, loses no input, writes nothing", async () => {
    const form = await formAt("/urejanje/obvestila/studentski-boni");
    expect((await post("/urejanje/obvestila/studentski-boni", { ...form, msg: "<p>Prvi zavihek</p>", intent: "save" })).status).toBe(303);

    const second = await post("/urejanje/obvestila/studentski-boni", { ...form, msg: "<p>Drugi zavihek</p>", intent: "save" });
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain("Nekdo je ta dokument medtem že shranil");
    expect(html).toContain("&lt;p&gt;Drugi zavihek&lt;/p&gt;</textarea>");
    expect(html).toMatch(/<li>besedilo: »Prvi zavihek«<\/li>/);
    expect((await stored("obvestila/studentski-boni"))?.msg).toBe("<p>Prvi zavihek</p>");
  });

  it("every save is audited (who, when, document, before, after), and undo restores the values before", async () => {
    const form = await formAt("/urejanje/obvestila/praznicni-urnik");
    const before = (await stored("obvestila/praznicni-urnik"))?.msg;
    await post("/urejanje/obvestila/praznicni-urnik", { ...form, msg: "<p>Zaprto do preklica</p>", intent: "save" });
    expect(await page("/")).toContain("Zaprto do preklica");

    const changes = await page("/urejanje");
    expect(text(changes)).toMatch(
      new RegExp(`Obvestilo »Zaprto do preklica« besedilo: »[^«]+« → »Zaprto do preklica« [^·]+ · Kdo: ${OWNER}`),
    );
    expect(text(changes)).not.toContain("obvestila/");

    const undo = await post("/urejanje/razveljavi", undoForms(changes)[0] ?? []);
    expect(undo.headers.get("location")).toBe("/urejanje/obvestila?sporocilo=undone");
    expect((await stored("obvestila/praznicni-urnik"))?.msg).toBe(before);
    expect(await page("/")).not.toContain("Zaprto do preklica");
  });

  it("a deleted notice is gone from the list, and the page that follows names it and brings it back with its undo", async () => {
    const notice = await stored("obvestila/letni-dopust");
    const form = await formAt("/urejanje/obvestila/letni-dopust");
    const deleted = await post("/urejanje/obvestila/letni-dopust", { ...form, intent: "delete" });
    expect(deleted.status).toBe(303);
    expect(await stored("obvestila/letni-dopust")).toBeNull();

    const after = await page(deleted.headers.get("location") ?? "");
    expect(after).not.toContain('id="n-letni-dopust"');
    const banner = after.slice(after.indexOf('role="status"'), after.indexOf("</div>", after.indexOf('role="status"')));
    expect(text(banner)).toMatch(/Izbrisano\. Obvestilo »[^«]+«: izbrisano/);
    expect(banner).toContain('<input type="hidden" name="path" value="obvestila/letni-dopust"/>');
    expect(text(banner)).toContain("Razveljavi zadnjo spremembo");

    const undone = await post("/urejanje/razveljavi", undoForms(banner)[0] ?? []);
    expect(undone.headers.get("location")).toBe("/urejanje/obvestila?sporocilo=undone");
    expect(await stored("obvestila/letni-dopust")).toEqual(notice);
    expect(await page("/urejanje/obvestila")).toContain('id="n-letni-dopust"');
  });

  it("a change audited before saves were kept as sets is still shown and undone as before", async () => {
    const before = await stored("obvestila/praznicni-urnik");
    await client().commit([
      { update: { path: "obvestila/praznicni-urnik", fields: encodeFields({ ...before, msg: "<p>Stari zapis</p>" }) } },
      {
        update: {
          // An id as the editor makes them, so that it is the document's newest entry.
          path: `urejanja/${Date.now().toString(36).padStart(9, "0")}-0old`,
          fields: encodeFields({
            who: OWNER,
            when: new Date(),
            path: "obvestila/praznicni-urnik",
            before,
            after: { ...before, msg: "<p>Stari zapis</p>" },
          }),
        },
      },
    ]);
    const history = await page("/urejanje");
    expect(text(history)).toMatch(/Obvestilo »Stari zapis« besedilo: »[^«]+« → »Stari zapis«/);
    // Its undo names the entry itself, as it has no set.
    const [undo] = undoForms(history);
    expect(undo?.[0]).toEqual(["set", expect.stringMatching(/-0old$/)]);
    const undone = await post("/urejanje/razveljavi", undo ?? []);
    expect(undone.headers.get("location")).toBe("/urejanje/obvestila?sporocilo=undone");
    expect(await stored("obvestila/praznicni-urnik")).toEqual(before);
  });

  it("the same undo sent twice at once (a double tap): one undoes, the other answers already undone; one audit entry", async () => {
    const form = await formAt("/urejanje/obvestila/praznicni-urnik");
    const before = await stored("obvestila/praznicni-urnik");
    await post("/urejanje/obvestila/praznicni-urnik", { ...form, msg: "<p>Dvojni dotik</p>", intent: "save" });
    const [undo] = undoForms(await page("/urejanje"));
    const audits = (await client().listDocuments("urejanja")).length;
    const answers = await Promise.all([post("/urejanje/razveljavi", undo ?? []), post("/urejanje/razveljavi", undo ?? [])]);
    expect(answers.map((answer) => answer.headers.get("location")).sort()).toEqual([
      "/urejanje/obvestila?sporocilo=alreadyUndone",
      "/urejanje/obvestila?sporocilo=undone",
    ]);
    expect((await client().listDocuments("urejanja")).length).toBe(audits + 1);
    expect(await stored("obvestila/praznicni-urnik")).toEqual(before);
  });

  it("a save that changed nothing (its version stays as it was) is still undone from the history, once", async () => {
    const form = await formAt("/urejanje/obvestila/studentski-boni");
    const before = await stored("obvestila/studentski-boni");
    expect((await post("/urejanje/obvestila/studentski-boni", { ...form, intent: "save" })).status).toBe(303);
    const [undo] = undoForms(await page("/urejanje"));
    expect((await post("/urejanje/razveljavi", undo ?? [])).headers.get("location")).toContain("sporocilo=undone");
    expect((await post("/urejanje/razveljavi", undo ?? [])).headers.get("location")).toContain("sporocilo=alreadyUndone");
    expect(await stored("obvestila/studentski-boni")).toEqual(before);
  });

  it("the same new notice's form sent twice stores one notice, and both sends answer saved at it", async () => {
    const form = await formAt("/urejanje/obvestila/nov");
    const notices = (await client().listDocuments("obvestila")).length;
    const fields = { ...form, msg: "<p>Enkrat samkrat</p>", act: "on", intent: "save" };
    const [first, second] = [await post("/urejanje/obvestila/nov", fields), await post("/urejanje/obvestila/nov", fields)];
    expect(first.headers.get("location")).toMatch(/^\/urejanje\/obvestila\/obvestilo-[\w-]+\?.*sporocilo=saved$/);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect((await client().listDocuments("obvestila")).length).toBe(notices + 1);
  });

  it("closing tomorrow shows in the footer, the hours JSON-LD and the preview; an announced exception becomes a notice", async () => {
    const form = await formAt("/urejanje/urnik");
    let row = 0;
    while (form[`exceptions.${row}.from`]) row++;
    const saved = await post("/urejanje/urnik", {
      ...form,
      [`exceptions.${row}.from`]: day(1),
      [`exceptions.${row}.kind`]: "closed",
      [`exceptions.${row}.note`]: "Inventura",
      [`exceptions.${row}.note_en`]: "Stocktaking",
      [`exceptions.${row}.announce`]: "on",
      intent: "save",
    });
    expect(saved.status).toBe(303);
    const about = await page("/o-nas");
    expect(text(about)).toContain("Inventura");
    expect(about).toContain(`"validFrom":"${day(1)}","validThrough":"${day(1)}","opens":"00:00","closes":"00:00"`);
    expect(text(about)).toContain(": zaprto (Inventura)");
    expect(text(await page("/urejanje/urnik"))).toMatch(/Zaprto Inventura/);
  });

  it("sold out today greys the dish and says SoldOut; the price and a discount are saved through the schema's rule", async () => {
    const form = await formAt("/urejanje/meni/cjediNaZaru/4");
    const refused = await post("/urejanje/meni/cjediNaZaru/4", { ...form, isDiscount: "on", oldPrice: "" });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Za popust vpišite staro ceno, višjo od cene.");

    const saved = await post("/urejanje/meni/cjediNaZaru/4", { ...form, soldOut: "on", price: "8,50", oldPrice: "9,90", isDiscount: "on" });
    expect(saved.status).toBe(303);
    const menu = await page("/ponudba");
    expect(menu).toMatch(/<li class="dish dish--sold-out"[^>]*><div class="dish__head"><h3 class="dish__name">[^<]+<\/h3>.*?8,50/s);
    expect(menu).toContain('"availability":"https://schema.org/SoldOut"');
    const item = await stored("hrana/cjediNaZaru/items/4");
    expect(item).toMatchObject({ price: 8.5, oldPrice: 9.9, isDiscount: true });
    expect(typeof item?.soldOutUntil).toBe("string");

    const changes = text(await page("/urejanje"));
    expect(changes).toContain("Pleskavica s kajmakom (Jedi z žara)");
    expect(changes).toContain("cena: 10,90 € → 8,50 €");
    expect(changes).toContain("danes razprodano: (prazno) → razprodano");
    expect(changes).not.toContain("hrana/");
  });
});
