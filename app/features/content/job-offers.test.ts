import { describe, expect, it } from "vitest";
import { applicationMailto } from "./job-offers";

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
