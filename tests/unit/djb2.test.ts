import { describe, expect, it } from "vitest";
import { djb2 } from "../../shared/notices/djb2";

describe("djb2", () => {
  it("gives the reference values of the 32-bit unsigned hash", () => {
    expect(djb2("")).toBe(5381);
    expect(djb2("a")).toBe(177670);
    expect(djb2("hello")).toBe(261238937);
    expect(djb2("Skrij obvestilo")).toBe(3581577343);
  });

  it("hashes UTF-16 code units, so Slovenian letters count once each", () => {
    expect(djb2("č")).toBe(5381 * 33 + 0x10d);
  });

  it("always stays an unsigned 32-bit integer", () => {
    const long = "<p>Praznični delovni čas</p>".repeat(200);
    const hash = djb2(long);
    expect(Number.isInteger(hash)).toBe(true);
    expect(hash).toBeGreaterThanOrEqual(0);
    expect(hash).toBeLessThan(2 ** 32);
  });

  it("changes when the message text changes", () => {
    expect(djb2("<p>Zaprto 24. 12.</p>")).not.toBe(djb2("<p>Zaprto 25. 12.</p>"));
  });
});
