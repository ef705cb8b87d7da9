import type { Page } from "@playwright/test";
import {
  type BackgroundLayer,
  colorTokens,
  effectiveBackgrounds,
  formatRgb,
  type Rgba,
  requiredRatio,
  worstContrast,
} from "../support/contrast";
import { publicPaths } from "./content-pages";
import { expect, test } from "./fixtures";

interface MeasuredControl {
  label: string;
  text: Rgba;
  fontSizePx: number;
  fontWeight: number;
  hasText: boolean;
  layers: BackgroundLayer[];
}

/**
 * Every visible button and button-like link (a link with a painted background or a full border) of the page, with
 * its text colour and the background layers from itself outwards. Colours are read through a canvas, which turns any
 * CSS colour (oklch, hex, named) into sRGB.
 */
async function measureControls(page: Page): Promise<MeasuredControl[]> {
  const raw = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
    const isTransparent = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "#000";
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return context.getImageData(0, 0, 1, 1).data[3] === 0;
    };
    const looksLikeButton = (element: Element) => {
      const style = getComputedStyle(element);
      const borders = [style.borderTopWidth, style.borderRightWidth, style.borderBottomWidth, style.borderLeftWidth];
      const fullBorder = borders.every((width) => Number.parseFloat(width) > 0);
      return !isTransparent(style.backgroundColor) || (fullBorder && !isTransparent(style.borderTopColor));
    };
    const candidates = [
      ...document.querySelectorAll("button, [role='button'], input[type='submit'], input[type='button'], a[href]"),
    ].filter(
      (element) =>
        element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        element.getBoundingClientRect().width > 0 &&
        !(element as HTMLButtonElement).disabled &&
        (element.tagName !== "A" || element.getAttribute("role") === "button" || looksLikeButton(element)),
    );
    return candidates.map((element) => {
      const style = getComputedStyle(element);
      const layers: Array<{ color: string; stops: string[] }> = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const nodeStyle = getComputedStyle(node);
        layers.push({ color: nodeStyle.backgroundColor, stops: [nodeStyle.backgroundImage] });
      }
      const text = (element.textContent ?? "").trim() || element.getAttribute("value") || "";
      return {
        label: `<${element.tagName.toLowerCase()}> « ${text || element.getAttribute("aria-label") || "?"} »`,
        text: style.color,
        fontSizePx: Number.parseFloat(style.fontSize),
        fontWeight: Number.parseInt(style.fontWeight, 10),
        hasText: text.length > 0,
        layers,
      };
    });
  });
  // Colour strings go back to the page once, to be converted by its canvas.
  const strings = [
    ...new Set(
      raw.flatMap((control) => [
        control.text,
        ...control.layers.flatMap((layer) => [layer.color, ...layer.stops.flatMap(colorTokens)]),
      ]),
    ),
  ];
  const converted: Record<string, Rgba> = await page.evaluate((colors) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
    return Object.fromEntries(
      colors.map((color) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = "#000";
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
        return [color, { r, g, b, a: a / 255 }];
      }),
    );
  }, strings);
  const rgba = (color: string): Rgba => {
    const value = converted[color];
    if (!value) throw new Error(`couleur non lue : ${color}`);
    return value;
  };
  return raw.map((control) => ({
    label: control.label,
    text: rgba(control.text),
    fontSizePx: control.fontSizePx,
    fontWeight: control.fontWeight,
    hasText: control.hasText,
    layers: control.layers.map((layer) => ({
      color: rgba(layer.color),
      imageStops: layer.stops.flatMap(colorTokens).map(rgba),
    })),
  }));
}

function contrastFailures(controls: MeasuredControl[]): string[] {
  return controls.flatMap((control) => {
    // A control without text (an icon) is a graphical object: 3:1 (WCAG 1.4.11).
    const required = control.hasText ? requiredRatio(control.fontSizePx, control.fontWeight) : 3;
    const { ratio, background } = worstContrast(control.text, effectiveBackgrounds(control.layers));
    return ratio + 1e-6 < required
      ? [
          `${control.label} : ${ratio.toFixed(2)}:1 < ${required}:1 (texte ${formatRgb(control.text)} sur ${formatRgb(background)})`,
        ]
      : [];
  });
}

test.describe("buttons keep a readable contrast on their own background @mobile", () => {
  for (const path of publicPaths) {
    test(`every button and button-like link of ${path}`, async ({ page }) => {
      await page.goto(path);
      const controls = await measureControls(page);
      expect(controls.length, "boutons mesurés").toBeGreaterThan(0);
      expect(contrastFailures(controls), `contrastes insuffisants sur ${path}`).toEqual([]);
    });
  }
});

test("the check itself catches a white box on the hero, the defect it was written for", async ({ page }) => {
  await page.goto("/");
  // The hero's second button as it was: white text in a white box.
  await page
    .getByRole("main")
    .getByRole("link", { name: "Découvrir nos services" })
    .evaluate((link) => {
      // Without this, the button's colour transition is still running when the check reads the colours.
      (link as HTMLElement).style.transition = "none";
      (link as HTMLElement).style.backgroundColor = "#fff";
      (link as HTMLElement).style.color = "#fff";
    });
  const failures = contrastFailures(await measureControls(page));
  expect(failures.some((failure) => failure.includes("Découvrir nos services"))).toBe(true);
});
