import { describe, expect, it } from "vitest";
import { copyDate } from "../../shared/offline/copy-date";
import { OFFLINE_COPY_ATTRIBUTE, offlineCopy, offlinePage } from "../../shared/offline/offline-copy";
import de from "../../locales/de.json" with { type: "json" };
import en from "../../locales/en.json" with { type: "json" };
import hr from "../../locales/hr.json" with { type: "json" };
import italian from "../../locales/it.json" with { type: "json" };
import sl from "../../locales/sl.json" with { type: "json" };

/** 22 November 2026, 18.05 in Ljubljana (CET, UTC+1). */
const NOVEMBER_EVENING = Date.UTC(2026, 10, 22, 17, 5);
/** 3 July 2026, 9.07 in Ljubljana (CEST, UTC+2). */
const JULY_MORNING = Date.UTC(2026, 6, 3, 7, 7);

function page(lang: string, notice: string): string {
  return `<!doctype html><html lang="${lang}" data-service-worker="/sw.js"><head></head><body><main id="main" tabindex="-1"><template id="offline-notice">${notice}</template><h1>Meni</h1></main></body></html>`;
}

describe("the offline notice's date and time", () => {
  it("reads as Slovenian writes it, on the restaurant's clock", () => {
    expect(copyDate(NOVEMBER_EVENING, "sl")).toEqual({ date: "22. 11. 2026", time: "18.05" });
    expect(copyDate(JULY_MORNING, "sl")).toEqual({ date: "3. 7. 2026", time: "9.07" });
  });

  it("reads as British English writes it, on the restaurant's clock", () => {
    expect(copyDate(NOVEMBER_EVENING, "en")).toEqual({ date: "22 November 2026", time: "18:05" });
    expect(copyDate(JULY_MORNING, "en")).toEqual({ date: "3 July 2026", time: "09:07" });
  });

  it("reads as Intl writes it in German, Italian and Croatian", () => {
    expect(copyDate(NOVEMBER_EVENING, "de")).toEqual({ date: "22. November 2026", time: "18:05" });
    expect(copyDate(JULY_MORNING, "it")).toEqual({ date: "3 luglio 2026", time: "09:07" });
    expect(copyDate(NOVEMBER_EVENING, "hr")).toEqual({ date: "22. studenoga 2026.", time: "18:05" });
  });

  it("gives the menu's notice of the issue's example, word for word", () => {
    const html = offlineCopy(page("sl", sl.offline.menuNotice), NOVEMBER_EVENING);
    expect(html).toContain(
      '<p class="offline-notice" role="status">Brez povezave: cenik z dne 22. 11. 2026 ob 18.05; cene so se lahko spremenile.</p>',
    );
  });

  it("writes the English notice in English", () => {
    const html = offlineCopy(page("en", en.offline.menuNotice), NOVEMBER_EVENING);
    expect(html).toContain("Offline: price list as of 22 November 2026 at 18:05; prices may have changed.");
  });

  it("writes the notice in the page's language, whichever it is", () => {
    expect(offlineCopy(page("de", de.offline.menuNotice), NOVEMBER_EVENING)).toContain(
      "Offline: Preisliste vom 22. November 2026, 18:05 Uhr; die Preise können sich geändert haben.",
    );
    expect(offlineCopy(page("hr", hr.offline.pageNotice), NOVEMBER_EVENING)).toContain(
      "Niste povezani: stranica spremljena 22. studenoga 2026. u 18:05; podaci su se možda promijenili.",
    );
  });

  it("needs no article in Italian, whichever the day: 'in data 8 novembre', never 'del 8'", () => {
    const eighthOfNovember = Date.UTC(2026, 10, 8, 17, 5);
    expect(offlineCopy(page("it", italian.offline.menuNotice), eighthOfNovember)).toContain(
      "Senza connessione: listino salvato in data 8 novembre 2026, ore 18:05; i prezzi potrebbero essere cambiati.",
    );
  });
});

describe("a stored page shown offline", () => {
  it("replaces the inert template with the visible notice and marks the page as a copy", () => {
    const html = offlineCopy(page("sl", sl.offline.pageNotice), JULY_MORNING);
    expect(html).not.toContain("<template");
    expect(html).toContain(`<html lang="sl" ${OFFLINE_COPY_ATTRIBUTE} data-service-worker="/sw.js">`);
    expect(html).toContain("Brez povezave: stran z dne 3. 7. 2026 ob 9.07");
    expect(html).toContain("<h1>Meni</h1>");
  });
});

describe("the offline page", () => {
  const html =
    '<ul><li data-saved-page="/ponudba"><a href="/ponudba">Ponudba</a></li><li data-saved-page="/o-nas"><a href="/o-nas">O nas</a></li>' +
    '<li data-saved-page="/en/ponudba"><a href="/en/ponudba" lang="en">Offer</a></li></ul>';

  it("keeps the links of the pages the phone has stored, and only those", () => {
    expect(offlinePage(html, new Set(["/ponudba", "/en/ponudba", "/lokacija"]))).toBe(
      '<ul><li data-saved-page="/ponudba"><a href="/ponudba">Ponudba</a></li><li data-saved-page="/en/ponudba"><a href="/en/ponudba" lang="en">Offer</a></li></ul>',
    );
  });
});
