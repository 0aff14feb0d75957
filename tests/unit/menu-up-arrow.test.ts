import { describe, expect, it, vi } from "vitest";
import { highlightSection, SECTION_HIGHLIGHT_MS } from "../../shared/menu/scroll-to-section";
import { SCROLL_THROTTLE_MS, nextArrowVisible } from "../../shared/menu/up-arrow";

/** Replays scroll positions and returns the visibility after each. */
function replay(positions: number[]): boolean[] {
  let visible = false;
  const seen: boolean[] = [];
  for (let i = 1; i < positions.length; i++) {
    visible = nextArrowVisible(visible, positions[i - 1]!, positions[i]!);
    seen.push(visible);
  }
  return seen;
}

describe("the up-arrow rule (150 px / 500 px, read as documented in up-arrow.ts)", () => {
  it("uses the spec's timing constants", () => {
    expect([SCROLL_THROTTLE_MS, SECTION_HIGHLIGHT_MS]).toEqual([50, 800]);
  });

  it("highlights a section for 800 ms, counted again from a second arrival", () => {
    vi.useFakeTimers();
    try {
      const classes = new Set<string>();
      const section = { classList: { add: (name: string) => classes.add(name), remove: (name: string) => classes.delete(name) } };
      highlightSection(section as unknown as Element);
      vi.advanceTimersByTime(500);
      highlightSection(section as unknown as Element);
      vi.advanceTimersByTime(SECTION_HIGHLIGHT_MS - 1);
      expect(classes.has("is-highlighted")).toBe(true);
      vi.advanceTimersByTime(1);
      expect(classes.has("is-highlighted")).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stays hidden while scrolling down, however far", () => {
    expect(replay([0, 100, 600, 3000])).toEqual([false, false, false]);
  });

  it("appears on an upward scroll beneath the 500 px line", () => {
    expect(replay([0, 3000, 2900])).toEqual([false, true]);
  });

  it("does not appear on an upward scroll above 500 px", () => {
    expect(replay([0, 450, 300])).toEqual([false, false]);
  });

  it("hides as soon as the visitor scrolls down again", () => {
    expect(replay([3000, 2900, 2950])).toEqual([true, false]);
  });

  it("stays while scrolling up through 500–150 px and goes once above 150 px", () => {
    expect(replay([3000, 2000, 400, 200, 150, 100])).toEqual([true, true, true, false, false]);
  });

  it("keeps its state when the position does not change", () => {
    expect(nextArrowVisible(true, 900, 900)).toBe(true);
    expect(nextArrowVisible(false, 900, 900)).toBe(false);
  });
});
