import { describe, expect, it } from "vitest";
import { placeholderSvg } from "../../scripts/build/placeholder-art";
import { PICTURES } from "../../shared/pictures";

describe("the drawn stand-in photos", () => {
  it.each(PICTURES.map((picture) => picture.file))("%s carries no words, so it serves every language", (file) => {
    const svg = placeholderSvg(file);
    expect(svg).not.toMatch(/<text|<tspan|<textPath|<foreignObject/);
    // Nothing but markup, numbers and colours: no letters outside tags and attributes.
    expect(svg.replace(/<[^>]*>/g, "").trim()).toBe("");
  });
});
