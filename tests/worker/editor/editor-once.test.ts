import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isoDate, wallClock } from "../../../shared/restaurant/opening-hours";
import { addDays } from "../../../shared/restaurant/public-holidays";
import { formFields } from "../../support/editor-forms";
import { editorEnv, ORIGIN, useOwnersEditor } from "../editor-owner";
import { call } from "../firestore-env";
import { texturedJpeg } from "../photo-files";

const { page, post, stored, count, commits } = useOwnersEditor();

/** The same form, as the owner filled it, sent twice (a double tap, or back and send again): both answers. */
async function sentTwice(path: string, fields: Record<string, string>): Promise<[Response, Response]> {
  return [await post(path, fields), await post(path, fields)];
}

const auditEntries = () => count("urejanja");

describe("a form that creates something saves once, however often it is sent", () => {
  it("a new notice: one document, one change; the second send answers as the first did", async () => {
    const form = formFields(await page("/urejanje/obvestila/nov"), "/urejanje/obvestila/nov");
    expect(form.kljuc).toMatch(/^[0-9a-z]{9}-0[0-9a-f]{8}$/);
    const [notices, entries] = [count("obvestila"), auditEntries()];
    const [first, second] = await sentTwice("/urejanje/obvestila/nov", {
      ...form,
      msg: "<p>Danes žar na prostem</p>",
      act: "on",
      intent: "save",
    });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toMatch(/^\/urejanje\/obvestila\/obvestilo-[\w-]+\?.*sporocilo=saved$/);
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect([count("obvestila"), auditEntries()]).toEqual([notices + 1, entries + 1]);
  });

  it("each showing of the new notice's form has a key of its own: two forms are two notices", async () => {
    const notices = count("obvestila");
    for (const msg of ["<p>Prvo</p>", "<p>Drugo</p>"]) {
      const form = formFields(await page("/urejanje/obvestila/nov"), "/urejanje/obvestila/nov");
      expect((await post("/urejanje/obvestila/nov", { ...form, msg, act: "on", intent: "save" })).status).toBe(303);
    }
    expect(count("obvestila")).toBe(notices + 2);
  });

  it("a new dish: one document under one id, one change", async () => {
    const path = "/urejanje/meni/cjediNaZaru/nov";
    const form = formFields(await page(path), path);
    expect(form.kljuc).toMatch(/^[0-9a-z]{9}-0[0-9a-f]{8}$/);
    const [dishes, entries] = [count("hrana/cjediNaZaru/items"), auditEntries()];
    const [first, second] = await sentTwice(path, {
      ...form,
      group: "cjediNaZaru",
      name: "Testna pleskavica",
      translate: "Test patty",
      price: "11,40",
      noAllergenData: "on",
      intent: "save",
    });
    expect(first.headers.get("location")).toMatch(/^\/urejanje\/meni\/cjediNaZaru\/\d+\?sporocilo=saved$/);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect([count("hrana/cjediNaZaru/items"), auditEntries()]).toEqual([dishes + 1, entries + 1]);
  });

  it("a new lunch day: one offer, one change", async () => {
    // The first weekday ahead that the hours keep open.
    let date = "";
    for (let offset = 2; !date; offset++) {
      const candidate = isoDate(addDays(wallClock(Date.now()), offset));
      if (!(await page(`/urejanje/malica/${candidate}`)).includes("banner banner--error")) date = candidate;
    }
    const path = `/urejanje/malica/${date}`;
    const form = formFields(await page(path), path);
    expect(form.kljuc).toMatch(/^[0-9a-z]{9}-0[0-9a-f]{8}$/);
    const entries = auditEntries();
    const [first, second] = await sentTwice(path, {
      ...form,
      "dishes.0.name": "Telečja obara",
      "dishes.0.price": "10,90",
      "dishes.0.noAllergenData": "on",
      intent: "save",
    });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toContain("sporocilo=savedAhead");
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(auditEntries()).toBe(entries + 1);
    expect(stored(`dnevna/${date}`)?.dishes).toMatchObject([{ name: "Telečja obara", price: 10.9 }]);
  });

  it("a photo upload: stored once in R2, one change", { timeout: 90_000 }, async () => {
    const item = "/urejanje/meni/cjediNaZaru/1";
    const fields = formFields(await page(item), `${item}/foto#foto`);
    expect(fields.kljuc).toMatch(/^[0-9a-z]{9}-0[0-9a-f]{8}$/);
    const photo = await texturedJpeg(1200, 800);
    const upload = async () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set("intent", "save");
      form.set("photo", new File([photo], "IMG_0001.jpg", { type: "image/jpeg" }));
      const encoded = new Response(form);
      const bytes = new Uint8Array(await encoded.arrayBuffer());
      const headers = { Origin: ORIGIN, "Content-Type": encoded.headers.get("Content-Type") ?? "", "Content-Length": String(bytes.length) };
      return call(`${item}/foto`, { method: "POST", body: bytes, headers }, editorEnv);
    };
    const objects = async () => (await env.PHOTOS.list()).objects.length;
    const [entries, stored] = [auditEntries(), await objects()];
    const first = await upload();
    expect(first.status).toBe(303);
    const [afterFirst, writes] = [await objects(), commits()];
    expect(afterFirst).toBeGreaterThan(stored);
    const second = await upload();
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect([await objects(), commits(), auditEntries()]).toEqual([afterFirst, writes, entries + 1]);
  });
});
