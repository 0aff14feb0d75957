import { describe, expect, it } from "vitest";
import { datesLabel, daysLabel } from "../../shared/restaurant/hours-labels";

/** Thursday 24 December 2026 and Sunday 27 December 2026. */
const CHRISTMAS_EVE = "2026-12-24";
const SUNDAY_AFTER = "2026-12-27";

describe("a short date, as each language writes it", () => {
  it.each([
    ["sl", "čet., 24. 12."],
    ["en", "Thu 24 Dec"],
    ["de", "Do., 24. Dez."],
    ["it", "gio 24 dic"],
    ["hr", "čet, 24. 12."],
  ] as const)("in %s: %s", (lang, written) => {
    expect(datesLabel(lang, CHRISTMAS_EVE, CHRISTMAS_EVE)).toBe(written);
  });

  it("writes a Croatian range with the months as numbers at both ends", () => {
    expect(datesLabel("hr", CHRISTMAS_EVE, SUNDAY_AFTER)).toBe("čet, 24. 12. – ned, 27. 12.");
  });
});

describe("a range of days", () => {
  it("joins the days with a dash where the language does", () => {
    expect(daysLabel("sl", [1, 2, 3, 4, 5])).toBe("Ponedeljek–petek");
    expect(daysLabel("de", [1, 2, 3, 4, 5])).toBe("Montag–Freitag");
    expect(daysLabel("hr", [1, 2, 3, 4, 5], { sentenceStart: false })).toBe("ponedjeljak–petak");
  });

  it("says 'dal lunedì al venerdì' in Italian, with the feminine article for Sunday", () => {
    expect(daysLabel("it", [1, 2, 3, 4, 5])).toBe("Dal lunedì al venerdì");
    expect(daysLabel("it", [1, 2, 3, 4, 5], { sentenceStart: false })).toBe("dal lunedì al venerdì");
    expect(daysLabel("it", [6, 0], { sentenceStart: false })).toBe("dal sabato alla domenica");
  });

  it("names a single day on its own", () => {
    expect(daysLabel("it", [6])).toBe("Sabato");
    expect(daysLabel("en", [0])).toBe("Sunday");
  });
});
