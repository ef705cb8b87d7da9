/** WCAG 2.x contrast maths on sRGB colours, for the browser tests' contrast checks. */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of an opaque colour (WCAG 2.x definition). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [one, other] = [relativeLuminance(first), relativeLuminance(second)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/** The colour seen when `top` (maybe translucent) is painted over `bottom` (opaque). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/**
 * One painted layer behind a text, from the element itself outwards: a background colour, and the colour stops of
 * its background gradient or image if it has one (an empty list when it has none).
 */
export interface BackgroundLayer {
  color: Rgba;
  imageStops: Rgba[];
}

/**
 * The opaque colours a text may stand on: the layers are walked outwards until an opaque colour or a gradient; a
 * gradient gives one candidate per colour stop; the page (white) is behind everything. Translucent layers met on
 * the way are composited over each candidate.
 */
export function effectiveBackgrounds(layers: BackgroundLayer[]): Rgba[] {
  const translucent: Rgba[] = [];
  let bases: Rgba[] = [white];
  for (const layer of layers) {
    if (layer.color.a > 0 && layer.color.a < 1) translucent.push(layer.color);
    if (layer.color.a >= 1) {
      bases = [layer.color];
      break;
    }
    if (layer.imageStops.length > 0) {
      bases = layer.imageStops.map((stop) => (stop.a >= 1 ? stop : composite(stop, white)));
      break;
    }
  }
  return bases.map((base) => translucent.reduceRight((below, upper) => composite(upper, below), base));
}

/** WCAG large text: at least 24 px, or 18.66 px (14 pt) when bold. */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}

/** The ratio WCAG 1.4.3 asks of a text (AA): 4.5:1, or 3:1 for large text. */
export function requiredRatio(fontSizePx: number, fontWeight: number): number {
  return isLargeText(fontSizePx, fontWeight) ? 3 : 4.5;
}

/** The lowest contrast of a text colour against each background it may stand on. */
export function worstContrast(text: Rgba, backgrounds: Rgba[]): { ratio: number; background: Rgba } {
  let worst = { ratio: Number.POSITIVE_INFINITY, background: white };
  for (const background of backgrounds) {
    const ratio = contrastRatio(text.a >= 1 ? text : composite(text, background), background);
    if (ratio < worst.ratio) worst = { ratio, background };
  }
  return worst;
}

/** The colour tokens of a CSS background-image value (gradient stops), in order. */
export function colorTokens(backgroundImage: string): string[] {
  return backgroundImage.match(/(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)|#[0-9a-f]{3,8}\b/gi) ?? [];
}

export function formatRgb({ r, g, b }: Rgba): string {
  return `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
}
