import { describe, expect, it } from "vitest";
import { mailtoHref, referenceOf, replySubject, telHref } from "./inbox";

describe("lead contact links", () => {
  it("gives a quote request and a contact message a short upper-case reference from their id, other leads none", () => {
    expect(referenceOf("quote", "3f2a9c1e-7b4d-4e2f-9a1b-0c2d3e4f5a6b")).toBe("DEV-3F2A9C1E");
    expect(referenceOf("contact", "3f2a9c1e-7b4d-4e2f-9a1b-0c2d3e4f5a6b")).toBe("MSG-3F2A9C1E");
    expect(referenceOf("newsletter", "3f2a9c1e-7b4d-4e2f-9a1b-0c2d3e4f5a6b")).toBeNull();
  });

  it("writes mailto links with an encoded subject", () => {
    expect(mailtoHref("anne@exemple.fr")).toBe("mailto:anne@exemple.fr");
    expect(mailtoHref("anne@exemple.fr", "Votre demande de devis DEV-3F2A9C1E")).toBe(
      "mailto:anne@exemple.fr?subject=Votre%20demande%20de%20devis%20DEV-3F2A9C1E",
    );
  });

  it("answers quote requests and contact messages under their reference, other leads without a subject", () => {
    expect(replySubject("quote", "3f2a9c1e-7b4d")).toBe("Votre demande de devis DEV-3F2A9C1E");
    expect(replySubject("contact", "3f2a9c1e-7b4d")).toBe("Votre message MSG-3F2A9C1E");
    expect(replySubject("application", "3f2a9c1e-7b4d")).toBeUndefined();
  });

  it("keeps only the digits and a leading + of a phone number", () => {
    expect(telHref("01 23 45 67 89")).toBe("tel:0123456789");
    expect(telHref("+33 1.23-45-67-89")).toBe("tel:+33123456789");
  });
});
