import { describe, expect, it } from "vitest";
import { pageHydrates } from "./hydration";

const visitor = { user: null, toast: null };
const off = { hydrate: false };

describe("pageHydrates", () => {
  it("ships no framework script when every route of the page opts out, for a visitor without a toast", () => {
    expect(pageHydrates([off, off], visitor)).toBe(false);
  });

  it("hydrates when one route of the page does not opt out", () => {
    expect(pageHydrates([off, undefined], visitor)).toBe(true);
    expect(pageHydrates([off, { other: true }], visitor)).toBe(true);
  });

  it("hydrates for a signed-in member of staff and for a page carrying a toast", () => {
    expect(pageHydrates([off, off], { user: { id: "u" }, toast: null })).toBe(true);
    expect(pageHydrates([off, off], { user: null, toast: { type: "success", title: "Compte créé" } })).toBe(true);
  });

  it("hydrates a page with no route but the root (an error before any route)", () => {
    expect(pageHydrates([], visitor)).toBe(true);
    expect(pageHydrates([off], undefined)).toBe(false);
  });
});
