import { describe, expect, it } from "vitest";
import { SERVICE_CATALOGUE, SERVICE_SLUGS, SERVICE_TYPE_LABELS, SERVICE_TYPES, serviceTypeOf } from "./services";

describe("service catalogue", () => {
  it("lists the product's service types and page slugs in the same order", () => {
    const specServices = [
      ["bureaux", "bureaux"],
      ["magasins", "magasins"],
      ["industriel", "industriel"],
      ["immeubles", "immeubles"],
      ["restaurants", "restaurants"],
      ["vitres", "vitres"],
      ["medical", "medical"],
      ["ponctuel", "ponctuels"],
    ];
    expect(SERVICE_TYPES).toEqual(specServices.map(([type]) => type));
    expect(SERVICE_SLUGS).toEqual(specServices.map(([, slug]) => slug));
  });

  it("states the one service whose page slug differs from its type", () => {
    expect(SERVICE_CATALOGUE.ponctuel.slug).toBe("ponctuels");
    expect(SERVICE_TYPE_LABELS.ponctuel).toBe("Nettoyage ponctuel");
  });

  it("reads a service named by its page slug or its type, and nothing else", () => {
    for (const type of SERVICE_TYPES) expect(serviceTypeOf(SERVICE_CATALOGUE[type].slug)).toBe(type);
    expect(serviceTypeOf("ponctuel")).toBe("ponctuel");
    expect(serviceTypeOf("ponctuels")).toBe("ponctuel");
    expect(serviceTypeOf("piscines")).toBeUndefined();
    expect(serviceTypeOf("")).toBeUndefined();
    expect(serviceTypeOf(null)).toBeUndefined();
  });
});
