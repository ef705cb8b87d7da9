import { expect } from "vitest";

/** Expects a PDF of a single page that embeds its font (a TrueType `FontFile2`), so it prints the same anywhere. */
export function expectOneSelfContainedPage(pdf: Buffer) {
  const source = pdf.toString("latin1");
  expect(source).toMatch(/\/FontFile2 /);
  expect(source.match(/\/Type \/Page\b/g)).toHaveLength(1);
}
