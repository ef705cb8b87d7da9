import { describe, expect, it } from "vitest";
import { NO_LOCATION, placeName, UNSPECIFIED_LOCATION } from "./sites";

describe("placeName", () => {
  it("names a shift by its site, whatever its location says", () => {
    expect(placeName("Tour Montparnasse", "Hall B", NO_LOCATION)).toBe("Tour Montparnasse");
  });

  it("falls back on the trimmed free-text location without a site", () => {
    expect(placeName(null, "  Entrepôt de Gennevilliers ", NO_LOCATION)).toBe("Entrepôt de Gennevilliers");
    expect(placeName(undefined, "Bureaux", UNSPECIFIED_LOCATION)).toBe("Bureaux");
  });

  it("gives the words for none when the location is missing or blank", () => {
    expect(placeName(null, null, NO_LOCATION)).toBe("Sans localisation");
    expect(placeName(null, "   ", UNSPECIFIED_LOCATION)).toBe("Non spécifié");
  });
});
