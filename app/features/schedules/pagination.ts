import { compareGroups } from "./grouping";

/** Plannings per page of /admin/schedules: the page's cost follows this, not the range's size. */
export const PAGE_SIZE = 50;

/** How many plannings one group has in the range (key '' for none; a site's key with the site's name). */
export interface LocationCount {
  key: string;
  count: number;
  siteName?: string | null;
}

/** Which plannings one page shows, in display order (locations, then start time). */
export interface PageWindow {
  page: number;
  pageCount: number;
  /** Plannings in the whole range. */
  total: number;
  /** The locations this page touches, in display order. */
  keys: string[];
  /** Plannings of `keys` (in display order) that belong to earlier pages. */
  offset: number;
  limit: number;
  totals: Map<string, number>;
}

/** `?page=` as a page number: a positive integer, 1 otherwise. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,9}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The page asked for (clamped to the last one) out of the per-location counts of the range. */
export function pageWindow(counts: readonly LocationCount[], asked: number, size: number = PAGE_SIZE): PageWindow {
  const head = (count: LocationCount) => ({ key: count.key, title: count.siteName ?? count.key });
  const ordered = [...counts].sort((a, b) => compareGroups(head(a), head(b)));
  const total = ordered.reduce((sum, { count }) => sum + count, 0);
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, asked), pageCount);
  const start = (page - 1) * size;
  const end = Math.min(start + size, total);
  const keys: string[] = [];
  let offset = 0;
  let before = 0;
  for (const { key, count } of ordered) {
    if (before + count > start && before < end) {
      if (keys.length === 0) offset = start - before;
      keys.push(key);
    }
    before += count;
  }
  return { page, pageCount, total, keys, offset, limit: size, totals: new Map(ordered.map((c) => [c.key, c.count])) };
}

export interface PageLinks {
  page: number;
  pageCount: number;
  /** Hrefs of the neighbouring pages, null at either end. */
  previous: string | null;
  next: string | null;
}

/** Links to the neighbouring pages, keeping the week shown (`semaine`). */
export function pageLinks(semaine: string | null, page: number, pageCount: number): PageLinks {
  const href = (target: number) => {
    const params = new URLSearchParams();
    if (semaine) params.set("semaine", semaine);
    if (target > 1) params.set("page", String(target));
    return `?${params.toString()}`;
  };
  return {
    page,
    pageCount,
    previous: page > 1 ? href(page - 1) : null,
    next: page < pageCount ? href(page + 1) : null,
  };
}

/** One page of `items` (the page asked for, clamped to the last one; one empty page when there are none). */
export function pageOf<T>(
  items: readonly T[],
  asked: number,
  size: number,
): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const page = Math.min(Math.max(1, Math.floor(asked) || 1), pageCount);
  return { items: items.slice((page - 1) * size, page * size), page, pageCount };
}
