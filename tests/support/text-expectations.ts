import { expect } from "vitest";

/** Expects `text` to hold each of `parts`; a failure names the first part missing. */
export function expectToContainAll(text: string, parts: readonly string[]) {
  for (const part of parts) expect(text).toContain(part);
}

/** Expects a mail signed as every mail is: the company's name and address close its text, the address is in its HTML. */
export function expectSigned(mail: { text: string; html: string }) {
  expect(mail.text).toMatch(/Clarté Propreté\n25 rue de la Folie-Méricourt, 75011 Paris$/);
  expect(mail.html).toContain("25 rue de la Folie-Méricourt, 75011 Paris");
}
