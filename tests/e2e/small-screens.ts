import type { Page } from "@playwright/test";

/** The phone the staff use at 6 a.m. */
export const PHONE = { width: 390, height: 844 };

/** The staff pages' small screens, each named in its tests' titles. */
export const phoneAndTablet = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 1024, height: 768 },
];

/** Whether the page is wider than its window, so that a reader would have to scroll sideways. */
export async function scrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
