import { describe, expect, it } from "vitest";
import { cropAround } from "../../client/editor/photo-crop";

describe("the editor's 3:2 crop around the point the owner taps", () => {
  it("keeps the whole width of a tall photo and moves with the tap, never past an edge", () => {
    expect(cropAround(1800, 2700, 0.5, 0.5)).toEqual({ x: 0, y: 750, width: 1800, height: 1200 });
    expect(cropAround(1800, 2700, 0.5, 0)).toEqual({ x: 0, y: 0, width: 1800, height: 1200 });
    expect(cropAround(1800, 2700, 0.5, 1)).toEqual({ x: 0, y: 1500, width: 1800, height: 1200 });
  });

  it("keeps the whole height of a wide photo (a phone's 4:3 and a panorama)", () => {
    expect(cropAround(4032, 2268, 0, 0.5)).toEqual({ x: 0, y: 0, width: 3402, height: 2268 });
    expect(cropAround(4000, 1000, 0.9, 0.5)).toEqual({ x: 2500, y: 0, width: 1500, height: 1000 });
  });

  it("leaves a photo that is 3:2 already as it is", () => {
    expect(cropAround(1800, 1200, 0.2, 0.8)).toEqual({ x: 0, y: 0, width: 1800, height: 1200 });
  });
});
