import { describe, expect, it } from "vitest";
import { SERVICE_CATALOGUE, SERVICE_SLUGS, SERVICE_TYPE_LABELS, SERVICE_TYPES } from "./services";

describe("service catalogue", () => {
  it("lists the spec's service types and page slugs in the same order", () => {
    expect(SERVICE_TYPES).toEqual([
      "bureaux",
      "magasins",
      "industriel",
      "immeubles",
      "restaurants",
      "vitres",
      "medical",
      "ponctuel",
    ]);
    expect(SERVICE_SLUGS).toEqual([
      "bureaux",
      "magasins",
      "industriel",
      "immeubles",
      "restaurants",
      "vitres",
      "medical",
      "ponctuels",
    ]);
  });

  it("states the one service whose page slug differs from its type", () => {
    expect(SERVICE_CATALOGUE.ponctuel.slug).toBe("ponctuels");
    expect(SERVICE_TYPE_LABELS.ponctuel).toBe("Nettoyage ponctuel");
  });
});
