import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAGE_SIZE, pageLinks, pageOf, pageWindow, parsePage } from "./pagination";

describe("page number", () => {
  it("reads a positive integer, page 1 otherwise", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("deux")).toBe(1);
    expect(parsePage("9".repeat(40))).toBe(1);
  });
});

describe("page window", () => {
  const counts = [
    { key: "", count: 5 },
    { key: "Opéra", count: 60 },
    { key: "Bastille", count: 3 },
  ];

  it("walks the locations in display order: French alphabetical, 'Sans localisation' last", () => {
    const first = pageWindow(counts, 1);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 68, keys: ["Bastille", "Opéra"], offset: 0 });
    expect(first.totals.get("Opéra")).toBe(60);
    const second = pageWindow(counts, 2);
    expect(second).toMatchObject({ page: 2, keys: ["Opéra", ""], offset: 47, limit: PAGE_SIZE });
  });

  it("clamps a page past the end to the last one, and an empty range to one empty page", () => {
    expect(pageWindow(counts, 9)).toMatchObject({ page: 2, pageCount: 2 });
    expect(pageWindow([], 3)).toMatchObject({ page: 1, pageCount: 1, total: 0, keys: [] });
  });

  it("shows every planning on exactly one page", () => {
    const arbitraryCounts = fc.uniqueArray(
      fc.record({ key: fc.constantFrom("", "A", "b", "É", "z"), count: fc.integer({ min: 1, max: 40 }) }),
      { selector: (count) => count.key, maxLength: 5 },
    );
    fc.assert(
      fc.property(arbitraryCounts, fc.integer({ min: 1, max: 20 }), (list, size) => {
        const { pageCount, total } = pageWindow(list, 1, size);
        let shown = 0;
        for (let page = 1; page <= pageCount; page++) {
          const window = pageWindow(list, page, size);
          const available = window.keys.reduce((sum, key) => sum + (window.totals.get(key) ?? 0), 0);
          shown += Math.min(size, available - window.offset);
        }
        expect(shown).toBe(total);
      }),
    );
  });
});

describe("page links", () => {
  it("keeps the week and leaves the ends without a link", () => {
    expect(pageLinks("2026-03-23", 1, 3)).toEqual({
      page: 1,
      pageCount: 3,
      previous: null,
      next: "?semaine=2026-03-23&page=2",
    });
    expect(pageLinks("toutes", 2, 2)).toMatchObject({ previous: "?semaine=toutes", next: null });
  });
});

describe("page of items", () => {
  const items = Array.from({ length: 65 }, (_, index) => index);

  it("cuts the items in pages, the last one shorter, and clamps the page asked for", () => {
    expect(pageOf(items, 1, 30)).toMatchObject({ page: 1, pageCount: 3, items: items.slice(0, 30) });
    expect(pageOf(items, 3, 30).items).toEqual([60, 61, 62, 63, 64]);
    expect(pageOf(items, 7, 30).page).toBe(3);
    expect(pageOf(items, 0, 30).page).toBe(1);
    expect(pageOf([], 2, 30)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it("shows every item exactly once over the pages", () => {
    fc.assert(
      fc.property(fc.nat(200), fc.integer({ min: 1, max: 50 }), (count, size) => {
        const all = Array.from({ length: count }, (_, index) => index);
        const { pageCount } = pageOf(all, 1, size);
        const seen = Array.from({ length: pageCount }, (_, index) => pageOf(all, index + 1, size).items).flat();
        expect(seen).toEqual(all);
      }),
    );
  });
});
