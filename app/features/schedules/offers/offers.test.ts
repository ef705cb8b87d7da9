import { describe, expect, it } from "vitest";
import { offerButtonText, offerStateAt, offerStateText } from "./offers";

const sentAt = new Date("2026-11-27T05:02:00Z");
const expiresAt = new Date("2026-11-27T05:30:00Z");

describe("offerStateAt", () => {
  it("keeps an answer whatever happened since", () => {
    expect(offerStateAt({ state: "refused", expiresAt }, false, new Date("2026-11-28T00:00:00Z"))).toBe("refused");
  });

  it("reads a waiting offer as expired from the shift's start, and as filled once the shift is", () => {
    expect(offerStateAt({ state: "sent", expiresAt }, true, new Date("2026-11-27T05:29:59Z"))).toBe("sent");
    expect(offerStateAt({ state: "sent", expiresAt }, true, expiresAt)).toBe("expired");
    expect(offerStateAt({ state: "sent", expiresAt }, false, new Date("2026-11-27T05:10:00Z"))).toBe("filled");
  });
});

describe("offerStateText", () => {
  const offer = { sentAt, answeredAt: new Date("2026-11-27T05:05:00Z"), expiresAt };

  it("says when each answer came, in the company's time", () => {
    expect(offerStateText(offer, "sent", "Europe/Paris")).toBe("Envoyée à 06:02, sans réponse");
    expect(offerStateText(offer, "accepted", "Europe/Paris")).toBe("Acceptée à 06:05");
    expect(offerStateText(offer, "refused", "Europe/Paris")).toBe("Refusée à 06:05");
    expect(offerStateText(offer, "expired", "Europe/Paris")).toBe("Expirée : la vacation a commencé");
    expect(offerStateText(offer, "filled", "Europe/Paris")).toBe("Close : la vacation est pourvue");
  });
});

describe("offerButtonText", () => {
  it("counts the people ticked", () => {
    expect(offerButtonText(1)).toBe("Proposer à 1 personne");
    expect(offerButtonText(2)).toBe("Proposer à 2 personnes");
  });
});
