import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  choiceField,
  emailField,
  isFrenchPhone,
  optionalPhoneField,
  optionalText,
  requiredPhoneField,
  requiredText,
} from "./form-rules";

function firstError(schema: z.ZodType, input: unknown): string | undefined {
  const result = z.object({ field: schema }).safeParse({ field: input });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("form rules", () => {
  it("accepts French numbers with or without spaces and refuses others", () => {
    for (const ok of ["0612345678", "01 84 60 12 34", "+33612345678", "+33 6 12 34 56 78"])
      expect(isFrenchPhone(ok)).toBe(true);
    for (const bad of ["0012345678", "061234567", "+44612345678", "06123456789", "06-12-34-56-78"])
      expect(isFrenchPhone(bad)).toBe(false);
  });

  it("answers the product's messages", () => {
    expect(firstError(requiredText(100), "   ")).toBe("Ce champ est requis");
    expect(firstError(requiredText(100), undefined)).toBe("Ce champ est requis");
    expect(firstError(requiredText(100), 42)).toBe("Ce champ est requis");
    expect(firstError(requiredText(100), "a".repeat(101))).toBe("Ce champ ne peut pas dépasser 100 caractères");
    expect(firstError(requiredText(100), "<>")).toBe("Ce champ est requis");
    expect(firstError(emailField(), "")).toBe("Ce champ est requis");
    expect(firstError(emailField(), "pas-un-email")).toBe("Format d'email invalide");
    expect(firstError(emailField(), `${"a".repeat(250)}@exemple.fr`)).toBe(
      "Ce champ ne peut pas dépasser 254 caractères",
    );
    expect(firstError(optionalPhoneField(), "12345")).toBe("Format de téléphone invalide (format français attendu)");
    expect(firstError(requiredPhoneField(), "")).toBe("Ce champ est requis");
    expect(firstError(choiceField(["a", "b"]), "")).toBe("Ce champ est requis");
    expect(firstError(choiceField(["a", "b"]), "c")).toBe("Veuillez choisir une valeur de la liste");
    expect(firstError(optionalText(10), "a".repeat(11))).toBe("Ce champ ne peut pas dépasser 10 caractères");
  });

  it("sanitises accepted text and turns empty optional values into null", () => {
    expect(requiredText(100).parse("  <b>Léa</b> ")).toBe("bLéa/b");
    expect(optionalText(100).parse("")).toBeNull();
    expect(optionalText(100).parse(undefined)).toBeNull();
    expect(optionalPhoneField().parse("")).toBeNull();
    expect(requiredPhoneField().parse(" 06 12 34 56 78 ")).toBe("06 12 34 56 78");
  });
});
