import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { newsletterSchema } from "./newsletter.schema";

function parse(email: string) {
  const form = new FormData();
  form.set("email", email);
  return parseWithZod(form, { schema: newsletterSchema });
}

describe("newsletter schema through Conform", () => {
  it("answers 'Ce champ est requis' for an address sent empty", () => {
    expect(parse("").reply().error).toEqual({ email: ["Ce champ est requis"] });
  });

  it("keeps one spelling of an address", () => {
    const submission = parse(" Claire.Petit@Exemple.fr ");
    expect(submission.status === "success" && submission.value).toEqual({ email: "claire.petit@exemple.fr" });
  });
});
