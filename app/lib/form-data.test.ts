import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm } from "./form-data";

const schema = z.object({ name: z.string().min(1, "Ce champ est requis"), age: z.coerce.number().optional() });

describe("parseForm", () => {
  it("returns the parsed values of a valid form", () => {
    const form = new FormData();
    form.set("name", "Léa");
    form.set("age", "31");
    expect(parseForm(schema, form)).toEqual({ success: true, data: { name: "Léa", age: 31 } });
  });

  it("returns French messages per field and ignores files", () => {
    const form = new FormData();
    form.set("name", "");
    form.set("upload", new Blob(["x"]));
    expect(parseForm(schema, form)).toEqual({ success: false, fieldErrors: { name: ["Ce champ est requis"] } });
  });
});
