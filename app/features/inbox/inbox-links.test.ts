import { describe, expect, it } from "vitest";
import type { LeadType } from "../../domain/enums";
import { mailtoHref, referenceOf, replySubject, telHref } from "./inbox";

describe("lead contact links", () => {
  // Quote requests and contact messages get a short upper-case reference from their id, and replies go under it.
  describe("a lead's reference and reply subject, by its type", () => {
    it.each<[LeadType, string | null, string | undefined]>([
      ["quote", "DEV-3F2A9C1E", "Votre demande de devis DEV-3F2A9C1E"],
      ["contact", "MSG-3F2A9C1E", "Votre message MSG-3F2A9C1E"],
      ["newsletter", null, undefined],
      ["application", null, undefined],
      ["request", null, undefined],
    ])("%s: reference %s, reply subject %s", (type, reference, subject) => {
      const id = "3f2a9c1e-7b4d-4e2f-9a1b-0c2d3e4f5a6b";
      expect(referenceOf(type, id)).toBe(reference);
      expect(replySubject(type, id)).toBe(subject);
    });
  });

  it("writes mailto links with an encoded subject", () => {
    expect(mailtoHref("anne@exemple.fr")).toBe("mailto:anne@exemple.fr");
    expect(mailtoHref("anne@exemple.fr", "Votre demande de devis DEV-3F2A9C1E")).toBe(
      "mailto:anne@exemple.fr?subject=Votre%20demande%20de%20devis%20DEV-3F2A9C1E",
    );
  });

  it("keeps only the digits and a leading + of a phone number", () => {
    expect(telHref("01 23 45 67 89")).toBe("tel:0123456789");
    expect(telHref("+33 1.23-45-67-89")).toBe("tel:+33123456789");
  });
});
