import { describe, expect, it, vi } from "vitest";
import { formFields, undoForms } from "../support/editor-forms";
import { text, useOwnersEditor } from "./editor-owner";

const { fake, page, post, stored, count, commits } = useOwnersEditor();

const NOTICE = "obvestila/praznicni-urnik";
const NOTICE_PAGE = "/urejanje/obvestila/praznicni-urnik";

/** The notice's form as its page shows it, saved with a new text. */
async function saveNotice(msg: string, form?: Record<string, string>): Promise<Response> {
  const shown = form ?? formFields(await page(NOTICE_PAGE), NOTICE_PAGE);
  return post(NOTICE_PAGE, { ...shown, msg, intent: "save" });
}

/** The version Firestore holds a document at now. */
const versionOf = async (path: string) =>
  /name="version" value="([^"]*)"/.exec(await page(`/urejanje/obvestila/${path.split("/")[1]}`))?.[1];

/** The history's first card's undo, as its button posts it. */
async function newestUndo(lang: "sl" | "en" = "sl"): Promise<[string, string][]> {
  const base = lang === "sl" ? "/urejanje" : "/en/urejanje";
  const [undo] = undoForms(await page(base), `${base}/razveljavi`);
  if (!undo) throw new Error("the history offers no undo");
  return undo;
}

const auditEntries = () => count("urejanja");

describe("undo names the change it undoes", () => {
  it("the history's button carries the change's set and the version it left each document at; a move's, both documents", async () => {
    await saveNotice("<p>Zaprto do preklica</p>");
    const [entry] = fake().documents.filter((document) => document.name.startsWith("urejanja/"));
    const undo = await newestUndo();
    expect(undo).toEqual([
      ["set", entry?.name.split("/")[1]],
      ["path", NOTICE],
      ["version", await versionOf(NOTICE)],
    ]);

    const item = "/urejanje/meni/bdomaceJedi/23";
    const moved = await post(item, { ...formFields(await page(item), item), group: "cjediNaZaru", intent: "save" });
    expect(moved.headers.get("location")).toMatch(/^\/urejanje\/meni\/cjediNaZaru\/23\?/);
    const [set, ...fields] = await newestUndo();
    expect(set?.[0]).toBe("set");
    const documents = Object.fromEntries(
      fields.flatMap(([name, value], index) => (name === "path" ? [[value, fields[index + 1]?.[1]]] : [])),
    );
    // The dish left its old group (no version: deleted) and stands in its new one at the version of the save.
    expect(documents).toEqual({ "hrana/bdomaceJedi/items/23": "", "hrana/cjediNaZaru/items/23": expect.stringMatching(/^2026-/) });
  });

  for (const [lang, words] of [
    ["sl", "Ta sprememba je že razveljavljena. Nič ni spremenjeno."],
    ["en", "This change has already been undone. Nothing was changed."],
  ] as const) {
    it(`the same undo sent twice (${lang}): the second answers "already undone" and writes nothing`, async () => {
      const before = stored(NOTICE);
      await saveNotice("<p>Zaprto do preklica</p>");
      const undo = await newestUndo(lang);
      const base = lang === "sl" ? "/urejanje" : "/en/urejanje";

      const first = await post(`${base}/razveljavi`, undo);
      expect(first.headers.get("location")).toBe(`${base}/obvestila?sporocilo=undone`);
      expect(stored(NOTICE)).toEqual(before);
      const [entries, writes] = [auditEntries(), commits()];

      const again = await post(`${base}/razveljavi`, undo);
      expect(again.status).toBe(303);
      const location = again.headers.get("location") ?? "";
      expect(location).toBe(`${base}/obvestila?sporocilo=alreadyUndone`);
      expect([auditEntries(), commits()]).toEqual([entries, writes]);
      expect(stored(NOTICE)).toEqual(before);
      const answer = await page(location);
      expect(answer).toMatch(/<div class="banner banner--ok" role="status"><p>[^<]+<\/p>/);
      expect(text(answer)).toContain(words);
    });
  }

  it("an undo overtaken by its twin after finding its change the latest, before reading the notice, answers already undone", async () => {
    const before = stored(NOTICE);
    await saveNotice("<p>Zaprto do preklica</p>");
    const undo = await newestUndo();
    const entries = auditEntries();
    const answer = fake().fetch;
    let twin: Promise<Response> | undefined;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      // The twin runs whole at the first read of the notice, and its own reads pass straight through.
      if (!twin && method === "GET" && url.endsWith(`/${NOTICE}`)) await (twin = post("/urejanje/razveljavi", undo));
      return answer(input, init);
    });
    const late = await post("/urejanje/razveljavi", undo);
    expect((await twin)?.headers.get("location")).toBe("/urejanje/obvestila?sporocilo=undone");
    expect(late.headers.get("location")).toBe("/urejanje/obvestila?sporocilo=alreadyUndone");
    expect(auditEntries()).toBe(entries + 1);
    expect(stored(NOTICE)).toEqual(before);
  });

  it("the same undo sent twice from the notice's own page (no set, its version): already undone, nothing written", async () => {
    const before = stored(NOTICE);
    await saveNotice("<p>Zaprto do preklica</p>");
    const [undo] = undoForms(await page(NOTICE_PAGE));
    expect(undo?.map(([name]) => name)).toEqual(["path", "version"]);
    expect((await post("/urejanje/razveljavi", undo ?? [])).headers.get("location")).toContain("sporocilo=undone");
    const [entries, writes] = [auditEntries(), commits()];
    expect((await post("/urejanje/razveljavi", undo ?? [])).headers.get("location")).toContain("sporocilo=alreadyUndone");
    expect([auditEntries(), commits()]).toEqual([entries, writes]);
    expect(stored(NOTICE)).toEqual(before);
  });

  it("a deleted notice's undo, sent twice from the page after the delete, brings it back once", async () => {
    const notice = stored("obvestila/letni-dopust");
    const shown = "/urejanje/obvestila/letni-dopust";
    const deleted = await post(shown, { ...formFields(await page(shown), shown), intent: "delete" });
    const [undo] = undoForms(await page(deleted.headers.get("location") ?? ""));
    expect(undo?.map(([name]) => name)).toEqual(["set", "path", "version"]);
    expect((await post("/urejanje/razveljavi", undo ?? [])).headers.get("location")).toContain("sporocilo=undone");
    const entries = auditEntries();
    expect((await post("/urejanje/razveljavi", undo ?? [])).headers.get("location")).toContain("sporocilo=alreadyUndone");
    expect(auditEntries()).toBe(entries);
    expect(stored("obvestila/letni-dopust")).toEqual(notice);
  });

  for (const [lang, words] of [
    ["sl", "Nič ni razveljavljeno: za to spremembo je bila shranjena novejša"],
    ["en", "Nothing was undone: a newer change was saved after this one"],
  ] as const) {
    it(`an undo whose change has a newer one (${lang}) is refused, naming the newer change; nothing is written`, async () => {
      const base = lang === "sl" ? "/urejanje" : "/en/urejanje";
      await saveNotice("<p>Prva sprememba</p>");
      const undo = await newestUndo(lang);
      await saveNotice("<p>Novejša sprememba</p>");
      const [entries, writes] = [auditEntries(), commits()];

      const refused = await post(`${base}/razveljavi`, undo);
      const location = refused.headers.get("location") ?? "";
      expect(location).toContain("sporocilo=undoStale");
      expect([auditEntries(), commits()]).toEqual([entries, writes]);
      expect(stored(NOTICE)?.msg).toBe("<p>Novejša sprememba</p>");
      const alert = /<div class="banner banner--conflict" role="alert">.*?<\/div>/s.exec(await page(location))?.[0] ?? "";
      expect(text(alert)).toContain(words);
      // The newer change, as the history names it: what it was, then when and who.
      const what =
        lang === "sl"
          ? "Obvestilo »Novejša sprememba«: besedilo: »Prva sprememba« → »Novejša sprememba«"
          : "Notice »Novejša sprememba«: text: »Prva sprememba« → »Novejša sprememba«";
      expect(text(alert)).toContain(what);
      expect(text(alert)).toMatch(lang === "sl" ? / · Kdo: lastnik@localhost/ : / · Who: lastnik@localhost/);
    });
  }

  it("an undo from the notice's page opened before a newer save is refused, naming that save; nothing is written", async () => {
    await saveNotice("<p>Prva sprememba</p>");
    const before = await page(NOTICE_PAGE);
    const [undo] = undoForms(before);
    // Another tab saves over it.
    await saveNotice("<p>Iz drugega zavihka</p>");
    const writes = commits();
    const refused = await post("/urejanje/razveljavi", undo ?? []);
    const location = refused.headers.get("location") ?? "";
    expect(location).toContain("sporocilo=undoStale");
    expect(commits()).toBe(writes);
    expect(stored(NOTICE)?.msg).toBe("<p>Iz drugega zavihka</p>");
    expect(text(await page(location))).toContain("»Prva sprememba« → »Iz drugega zavihka«");
  });

  it("an undo of a document changed outside the editor since (no newer change recorded) is refused; nothing is written", async () => {
    await saveNotice("<p>Prva sprememba</p>");
    const undo = await newestUndo();
    // An edit in the console: the document's version moves, the history has nothing newer.
    fake().setField(NOTICE, "msg", { stringValue: "<p>Iz konzole</p>" });
    await fake().fetch(`http://127.0.0.1:8089/v1/projects/demo/databases/(default)/documents:commit`, {
      method: "POST",
      body: JSON.stringify({
        writes: [
          {
            update: {
              name: `projects/demo/databases/(default)/documents/${NOTICE}`,
              fields: fake().documents.find((document) => document.name === NOTICE)?.fields,
            },
          },
        ],
      }),
    });
    const writes = commits();
    const refused = await post("/urejanje/razveljavi", undo);
    expect(refused.headers.get("location")).toContain("sporocilo=undoConflict");
    expect(commits()).toBe(writes);
    expect(stored(NOTICE)?.msg).toBe("<p>Iz konzole</p>");
  });

  it("an undo that names no version for its document is refused as a page the editor does not have", async () => {
    await saveNotice("<p>Prva sprememba</p>");
    const writes = commits();
    expect((await post("/urejanje/razveljavi", { path: NOTICE })).status).toBe(404);
    expect(commits()).toBe(writes);
  });
});
