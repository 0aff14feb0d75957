import { describe, expect, it } from "vitest";
import { hoursForm, hoursFromForm } from "../../worker/editor/hours/hours-form";
import { noticeForm, noticeFromForm } from "../../worker/editor/notices/notice-form";
import { describeChange, describeChangeSet } from "../../worker/editor/ui/describe-change";
import { HOURS_DOCUMENT } from "../../worker/data/database-layout";
import { SEED_DOCUMENTS } from "../../worker/data/seed-documents";
import { type DecodedFields, decodeDocument } from "../../worker/firestore/values";
import { SEED_HOURS } from "../fixtures/hours";

describe("each editor section's form and its document agree", () => {
  it("a notice read into the form and posted unchanged gives the same document", () => {
    const stored = {
      act: true,
      student: false,
      msg: "<p>Zaprto <strong>24. 12.</strong></p>",
      msg_en: "<p>Closed</p>",
      from: "2026-12-20",
      to: "2026-12-24",
    };
    const outcome = noticeFromForm(noticeForm(stored), "praznicni-urnik", "sl");
    expect(outcome.ok && outcome.data).toEqual(stored);
  });

  it("a notice without English, schedule or activation round-trips with those empty", () => {
    const stored = { act: false, student: true, msg: "<p>Boni</p>", msg_en: null, from: null, to: null };
    const outcome = noticeFromForm(noticeForm(stored), "boni", "en");
    expect(outcome.ok && outcome.data).toEqual(stored);
  });

  it("the opening hours read into the form and posted unchanged give the same hours", () => {
    const stored = SEED_DOCUMENTS.urnik.find((document) => document.name === HOURS_DOCUMENT);
    if (!stored) throw new Error("the seed has no hours");
    const form = hoursForm(decodeDocument(stored).data);
    const outcome = hoursFromForm(form, "sl");
    expect(outcome.ok && outcome.value).toEqual(SEED_HOURS);
  });
});

describe("the history in the owner's words", () => {
  const entry = (path: string, before: DecodedFields | null, after: DecodedFields | null) => ({
    id: "1",
    who: "lastnik@grill.si",
    when: "2026-11-25T10:00:00Z",
    path,
    before,
    after,
    set: null,
    version: null,
    undoes: null,
  });

  it("names a dish and its group as the public menu does, and a price as a price", () => {
    const described = describeChange(
      entry("hrana/cjediNaZaru/items/4", { name: "Pleskavica", price: 9.5 }, { name: "Pleskavica", price: 9.9, isDiscount: false }),
      "sl",
    );
    expect(described.subject).toBe("Pleskavica (Jedi z žara)");
    expect(described.lines).toEqual(["cena: 9,50\u00a0€ → 9,90\u00a0€"]);
  });

  it("names a notice by its words and says it was switched off", () => {
    const described = describeChange(
      entry(
        "obvestila/obvestilo-2026-11-25-8b7f90",
        { msg: "<p>Zaprto 1. 12.</p>", act: true },
        { msg: "<p>Zaprto 1. 12.</p>", act: false },
      ),
      "sl",
    );
    expect(described).toEqual({ subject: "Obvestilo »Zaprto 1. 12.«", lines: ["prikaz: prikazano → skrito"] });
  });

  it("says a photo was uploaded, replaced or removed, in the owner's words", () => {
    const photo = (key: string) => ({ key, width: 1800, height: 1200, alt: null, alt_en: null });
    const path = "hrana/cjediNaZaru/items/1";
    const lines = (before: unknown, after: unknown, lang: "sl" | "en") =>
      describeChange(
        entry(path, { name: "Čevapi", photo: before } as DecodedFields, { name: "Čevapi", photo: after } as DecodedFields),
        lang,
      ).lines;
    expect(lines(null, photo("1-0123456789"), "sl")).toEqual(["fotografija: (prazno) → naložena"]);
    expect(lines(photo("1-0123456789"), photo("1-abcdefabcd"), "en")).toEqual(["photo: changed"]);
    expect(lines(photo("1-0123456789"), null, "en")).toEqual(["photo: uploaded → (empty)"]);
  });

  it("says a document was added or deleted, in English too", () => {
    expect(describeChange(entry("obvestila/x", null, { msg: "<p>New</p>" }), "en")).toEqual({ subject: "Notice »New«", lines: ["added"] });
    expect(describeChange(entry("urnik/odpiralni-cas", { weekly: {} }, null), "en")).toEqual({
      subject: "Opening hours",
      lines: ["deleted"],
    });
  });

  it("says a dish moved to another group as one change naming both groups, with what else the save changed", () => {
    const dish = { id: 7, name: "Pasulj s klobaso", translate: "Bean stew with sausage", price: 8.5, order: 3 };
    const move = [
      entry("hrana/bdomaceJedi/items/7", dish, null),
      entry("hrana/cjediNaZaru/items/7", null, { ...dish, price: 8.9, order: 12 }),
    ];
    expect(describeChangeSet(move, "sl")).toEqual([
      { subject: "Pasulj s klobaso", lines: ["premaknjeno iz Domače jedi v Jedi z žara", "cena: 8,50\u00a0€ → 8,90\u00a0€"] },
    ]);
    expect(describeChangeSet(move.toReversed(), "en")).toEqual([
      { subject: "Bean stew with sausage", lines: ["moved from Home cooking to From the grill", "price: €8.50 → €8.90"] },
    ]);
  });

  it("describes any other save of several documents document by document", () => {
    const two = [entry("obvestila/a", null, { msg: "<p>A</p>" }), entry("obvestila/b", { msg: "<p>B</p>" }, null)];
    expect(describeChangeSet(two, "en")).toEqual([
      { subject: "Notice »A«", lines: ["added"] },
      { subject: "Notice »B«", lines: ["deleted"] },
    ]);
  });
});
