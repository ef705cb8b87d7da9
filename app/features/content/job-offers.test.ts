import { describe, expect, it } from "vitest";
import { applicationMailto, formatPay } from "./job-offers";

describe("applicationMailto", () => {
  it("addresses the recruiting mailbox with the offer's title as subject, encoded", () => {
    const link = applicationMailto("recrutement@example.fr", { title: "Chef d'équipe propreté (H/F)" });
    const url = new URL(link);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("recrutement@example.fr");
    expect(url.searchParams.get("subject")).toBe("Chef d'équipe propreté (H/F)");
    expect(url.searchParams.get("body")).toContain("CV et ma lettre de motivation");
  });
});

describe("formatPay", () => {
  it("writes an hourly rate with cents and a monthly range in whole euros, gross", () => {
    expect(formatPay({ min: 12.2, per: "HOUR" })).toBe("12,20\u00a0€ brut de l'heure");
    expect(formatPay({ min: 2300, max: 2600, per: "MONTH" })).toBe(
      "2\u202f300\u00a0€ à 2\u202f600\u00a0€ brut par mois",
    );
  });
});
