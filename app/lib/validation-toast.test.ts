import { describe, expect, it } from "vitest";
import { failingMessages } from "./validation-toast";

describe("failingMessages", () => {
  it("lists each field's messages in order, once each", () => {
    expect(failingMessages({ a: ["Le prénom est requis"], b: null, c: ["x", "Le prénom est requis"] })).toEqual([
      "Le prénom est requis",
      "x",
    ]);
    expect(failingMessages(null)).toEqual([]);
  });
});
