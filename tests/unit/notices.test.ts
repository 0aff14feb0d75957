import { describe, expect, it } from "vitest";
import { EARLY_NOTICE_SCRIPT } from "../../worker/pages/early-notice-script";
import { DISMISSED_NOTICES_KEY, NOTICES_FOLD_ATTRIBUTE, readDismissed, rememberDismissed } from "../../shared/notices/notice-dismissals";
import { highlightNumbers } from "../../shared/notices/notice-message";
import { shownNotice } from "../../shared/notices/Notices";
import { djb2 } from "../../shared/notices/djb2";
import { sanitizeHtml } from "../../worker/data/sanitize-html";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";

function memoryStorage(initial?: string): Storage {
  const values = new Map<string, string>(initial === undefined ? [] : [[DISMISSED_NOTICES_KEY, initial]]);
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    key: () => null,
    get length() {
      return values.size;
    },
  };
}

describe("highlightNumbers", () => {
  it("wraps dates and times, one span each, and leaves the markup alone", () => {
    expect(highlightNumbers("<p>Zaprto <strong>24. 12.</strong> in od 9.30 do 14:00, 31. 12.</p>")).toBe(
      '<p>Zaprto <strong><span class="notice__number">24. 12</span>.</strong> in od <span class="notice__number">9.30</span> do ' +
        '<span class="notice__number">14:00</span>, <span class="notice__number">31. 12</span>.</p>',
    );
  });

  it("never touches tags, attributes or entities", () => {
    const html = '<a href="https://example.com/a1/2024" target="_blank">stran&#39;s 3</a>';
    expect(highlightNumbers(html)).toBe(
      '<a href="https://example.com/a1/2024" target="_blank">stran&#39;s <span class="notice__number">3</span></a>',
    );
  });
});

describe("highlightNumbers on sanitized hostile notices", () => {
  // It splits on "<…>", which is sound only because sanitized tags never hold "<" or ">".
  const WELL_FORMED_TAG = /^<\/?[a-z]+(?: [a-z]+="[^"<>]*")*>$/;

  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload] as const))("payload %i only gains number spans", (_index, payload) => {
    const sanitized = sanitizeHtml(payload);
    for (const part of sanitized.split(/(<[^>]*>)/)) {
      if (part.startsWith("<")) expect(part).toMatch(WELL_FORMED_TAG);
      else expect(part).not.toMatch(/[<>]/);
    }
    const highlighted = highlightNumbers(sanitized);
    expect(highlighted.replace(/<span class="notice__number">([^<]*)<\/span>/g, "$1")).toBe(sanitized);
  });
});

describe("dismissed notices in localStorage.obvestiloHashes", () => {
  it("reads an array of numbers and ignores anything else", () => {
    expect(readDismissed(memoryStorage())).toEqual([]);
    expect(readDismissed(memoryStorage('[1, 4294967295, -1, 1.5, "7"]'))).toEqual([1, 4294967295]);
    expect(readDismissed(memoryStorage("{oops"))).toEqual([]);
    expect(readDismissed(memoryStorage('{"a":1}'))).toEqual([]);
  });

  it("adds a hash once, keeping the newest 50", () => {
    const storage = memoryStorage("[1,2]");
    expect(rememberDismissed(storage, 2)).toEqual([1, 2]);
    expect(rememberDismissed(storage, 3)).toEqual([1, 2, 3]);
    expect(JSON.parse(storage.getItem(DISMISSED_NOTICES_KEY) ?? "")).toEqual([1, 2, 3]);
    for (let hash = 10; hash < 70; hash++) rememberDismissed(storage, hash);
    const kept = readDismissed(storage);
    expect(kept).toHaveLength(50);
    expect(kept.at(-1)).toBe(69);
  });
});

describe("the early notice script", () => {
  function run(stored: string | null): string[] {
    const rules: string[] = [];
    class FakeSheet {
      replaceSync(text: string) {
        rules.push(text);
      }
    }
    const flags: string[] = [];
    const document = { adoptedStyleSheets: [] as unknown[], documentElement: { setAttribute: (name: string) => void flags.push(name) } };
    const localStorage = { getItem: () => stored };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script's exact text, as the browser does
    new Function("localStorage", "document", "CSSStyleSheet", EARLY_NOTICE_SCRIPT)(localStorage, document, FakeSheet);
    expect(document.adoptedStyleSheets).toHaveLength(rules.length);
    expect(flags).toEqual([NOTICES_FOLD_ATTRIBUTE]);
    return rules;
  }

  it("hides the stored hashes before the body is parsed", () => {
    expect(run("[3664681928, 5]")).toEqual(['[data-notice-hash="3664681928"],[data-notice-hash="5"]{display:none!important}']);
  });

  it("adds nothing without valid hashes, and never throws", () => {
    expect(run(null)).toEqual([]);
    expect(run('["x", 1.5, -3]')).toEqual([]);
    expect(run("not json")).toEqual([]);
    expect(run('"]{}*{display:none}"')).toEqual([]);
  });
});

describe("the message a page shows", () => {
  const notice = { id: "praznicni-urnik", act: true, student: false, msg: "<p>Zaprto 25. 12.</p>", msg_en: "<p>Closed on 25 Dec</p>" };

  it("is the English one on English pages, hashed as the Slovenian one so that a dismissal holds in both languages", () => {
    expect(shownNotice(notice, "en")).toEqual({
      id: "praznicni-urnik",
      student: false,
      html: '<p>Closed on <span class="notice__number">25</span> Dec</p>',
      hash: djb2(notice.msg),
    });
  });

  it("is the Slovenian one, marked lang=sl, on English pages without an English one", () => {
    expect(shownNotice({ ...notice, msg_en: null }, "en")).toMatchObject({ lang: "sl", hash: djb2(notice.msg) });
  });

  it("gets a new hash when the Slovenian message changes, and keeps it when only the English one does", () => {
    expect(shownNotice({ ...notice, msg: "<p>Zaprto 26. 12.</p>" }, "en").hash).not.toBe(shownNotice(notice, "en").hash);
    expect(shownNotice({ ...notice, msg_en: "<p>Closed 25 December</p>" }, "en").hash).toBe(shownNotice(notice, "en").hash);
  });

  it("is always the Slovenian one on Slovenian pages", () => {
    const shown = shownNotice(notice, "sl");
    expect(shown.hash).toBe(djb2(notice.msg));
    expect(shown.html).toContain("Zaprto");
    expect(shown).not.toHaveProperty("lang");
  });
});
