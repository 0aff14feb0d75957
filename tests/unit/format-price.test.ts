import { describe, expect, it } from "vitest";
import { formatPrice } from "../../shared/menu/format-price";

describe("formatPrice", () => {
  it("formats euro the Slovenian way and the English way", () => {
    expect(formatPrice(8.5, "sl").replace(/\u00a0/g, " ")).toBe("8,50 €");
    expect(formatPrice(8.5, "en")).toBe("€8.50");
    expect(formatPrice(0, "sl").replace(/\u00a0/g, " ")).toBe("0,00 €");
    expect(formatPrice(20, "en")).toBe("€20.00");
  });

  it("formats euro as Intl does in German, Italian and Croatian: 9,90 € with a no-break space", () => {
    for (const lang of ["de", "it", "hr"] as const) expect(formatPrice(9.9, lang)).toBe("9,90\u00a0€");
  });
});
