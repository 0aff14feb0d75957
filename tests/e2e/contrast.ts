import type AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

interface Unjudged {
  selector: string;
  /** The ratio axe asks of this text: "4.5:1", or "3:1" for large text. */
  expected: number;
}

/**
 * axe leaves text on gradients and text drawn in SVG pictures "incomplete": it cannot tell
 * the colour behind it. This measures that text against every colour behind its middle (each
 * stop of a gradient, the fill of a drawn shape) and returns the ones below axe's ratio.
 */
export async function lowContrastAxeCouldNotJudge(page: Page, results: AxeResults): Promise<string[]> {
  const unjudged: Unjudged[] = (results.incomplete.find((rule) => rule.id === "color-contrast")?.nodes ?? []).flatMap((node) => {
    const expected = (node.any[0]?.data as { expectedContrastRatio?: string } | undefined)?.expectedContrastRatio;
    const selector = node.target[0];
    return expected && typeof selector === "string" ? [{ selector, expected: parseFloat(expected) }] : [];
  });
  return page.evaluate((items) => {
    type Rgb = [number, number, number];
    const rgbs = (css: string): Rgb[] =>
      [...css.matchAll(/rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/g)]
        .filter((m) => m[4] === undefined || Number(m[4]) > 0)
        .map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);
    const luminance = ([r, g, b]: Rgb) => {
      const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const ratio = (a: Rgb, b: Rgb) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    /** The colours of the first opaque layer at the element's middle, from its own background down; null when it is not there. */
    const behind = (element: Element): Rgb[] | null => {
      element.scrollIntoView({ block: "center", behavior: "instant" });
      // Text broken over lines has a box per line, and the middle of their union may lie between them.
      const holdsText = (layer: Element) => layer === element || element.contains(layer);
      const stacks = [...element.getClientRects()].map((box) =>
        document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2),
      );
      const stack = stacks.find((layers) => layers.some(holdsText)) ?? [];
      const at = stack.findIndex(holdsText);
      if (at < 0) return null;
      const layers = [element, ...stack.slice(at).filter((layer) => !holdsText(layer))];
      for (const layer of layers) {
        const style = getComputedStyle(layer);
        if (layer instanceof SVGGeometryElement) {
          const paint = layer === element ? [] : rgbs(style.fill === "none" ? style.stroke : style.fill);
          if (paint.length > 0) return paint;
          continue;
        }
        if (style.backgroundImage.includes("gradient")) return rgbs(style.backgroundImage);
        const color = rgbs(style.backgroundColor);
        if (color.length > 0) return color;
      }
      return [[255, 255, 255]];
    };
    return items.flatMap(({ selector, expected }) => {
      const element = document.querySelector(selector);
      if (!element) return [];
      const style = getComputedStyle(element);
      const [text] = rgbs(element instanceof SVGElement ? style.fill : style.color);
      const backgrounds = behind(element);
      if (!text || !backgrounds) return [`${selector}: cannot be measured`];
      const worst = Math.min(...backgrounds.map((colour) => ratio(text, colour)));
      return worst < expected ? [`${selector}: ${worst.toFixed(2)} < ${expected}`] : [];
    });
  }, unjudged);
}
