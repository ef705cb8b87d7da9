import { describe, expect, it } from "vitest";
import {
  colorTokens,
  composite,
  contrastRatio,
  effectiveBackgrounds,
  isLargeText,
  type Rgba,
  requiredRatio,
  worstContrast,
} from "./contrast";

const rgb = (r: number, g: number, b: number, a = 1): Rgba => ({ r, g, b, a });
const white = rgb(255, 255, 255);
const black = rgb(0, 0, 0);
const transparent = rgb(0, 0, 0, 0);
const brand900 = rgb(0x0f, 0x26, 0x50);
const brand700 = rgb(0x1a, 0x42, 0x8a);

describe("contrast ratio", () => {
  it("is 21 for black on white, 1 for a colour on itself, whatever the order", () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(brand700, brand700)).toBe(1);
  });

  it("matches known pairs: #767676 on white is just above 4.5", () => {
    expect(contrastRatio(rgb(0x76, 0x76, 0x76), white)).toBeCloseTo(4.54, 2);
  });
});

describe("compositing", () => {
  it("mixes a translucent colour over an opaque one", () => {
    expect(composite(rgb(255, 255, 255, 0.1), black)).toEqual(rgb(25.5, 25.5, 25.5));
    expect(composite(transparent, brand700)).toEqual(brand700);
  });
});

describe("effective backgrounds", () => {
  it("stop at the first opaque colour, outwards", () => {
    expect(
      effectiveBackgrounds([
        { color: transparent, imageStops: [] },
        { color: brand900, imageStops: [] },
        { color: white, imageStops: [] },
      ]),
    ).toEqual([brand900]);
  });

  it("give every stop of a gradient met before any opaque colour", () => {
    expect(
      effectiveBackgrounds([
        { color: transparent, imageStops: [] },
        { color: transparent, imageStops: [brand900, brand700] },
      ]),
    ).toEqual([brand900, brand700]);
  });

  it("composite translucent layers over the base, and fall back to the white page", () => {
    expect(effectiveBackgrounds([{ color: rgb(0, 0, 0, 0.5), imageStops: [] }])).toEqual([rgb(127.5, 127.5, 127.5)]);
    expect(effectiveBackgrounds([])).toEqual([white]);
  });
});

describe("required ratio", () => {
  it("is 3 for large text (24 px, or 18.66 px bold) and 4.5 otherwise", () => {
    expect(isLargeText(24, 400)).toBe(true);
    expect(isLargeText(18.66, 700)).toBe(true);
    expect(isLargeText(18.66, 600)).toBe(false);
    expect(requiredRatio(16, 600)).toBe(4.5);
    expect(requiredRatio(24, 400)).toBe(3);
  });
});

describe("worst contrast", () => {
  it("is white text on a white box: 1, the defect of the hero's second button", () => {
    expect(worstContrast(white, [white]).ratio).toBe(1);
  });

  it("is the lowest over a gradient's stops", () => {
    const { ratio, background } = worstContrast(white, [brand900, brand700]);
    expect(background).toEqual(brand700);
    expect(ratio).toBeCloseTo(contrastRatio(white, brand700), 5);
  });
});

describe("colour tokens", () => {
  it("reads the stops of a computed gradient, in order", () => {
    expect(
      colorTokens("linear-gradient(to right bottom in oklab, rgb(15, 38, 80) 0%, oklch(0.5 0.1 250 / 0.5) 100%)"),
    ).toEqual(["rgb(15, 38, 80)", "oklch(0.5 0.1 250 / 0.5)"]);
    expect(colorTokens("none")).toEqual([]);
  });
});
