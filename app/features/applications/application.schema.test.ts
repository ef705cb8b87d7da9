import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CV_SAMPLES, IMPOSTORS } from "../../../tests/support/cv-samples";
import { applicationSchema } from "./application.schema";

function form(values: Record<string, string>, cv?: { bytes: Uint8Array; name: string }) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  data.set("cv", cv ? new File([cv.bytes as Uint8Array<ArrayBuffer>], cv.name) : new File([], ""));
  return data;
}

async function errors(data: FormData) {
  return (await parseWithZod(data, { schema: applicationSchema, async: true })).reply().error;
}

const valid = { name: "Léa Martin", email: "lea@exemple.fr", phone: "0612345678", message: "", consent: "on" };

describe("application schema through Conform", () => {
  it("answers in French for each field sent empty, the CV and the consent included", async () => {
    expect(await errors(form({ name: "", email: "", phone: "", message: "" }))).toEqual({
      name: ["Ce champ est requis"],
      email: ["Ce champ est requis"],
      phone: ["Ce champ est requis"],
      cv: ["Veuillez joindre votre CV"],
      consent: ["Veuillez accepter l'utilisation de vos données pour traiter votre candidature"],
    });
  });

  it("refuses a file by its content whatever its name, and says which formats are accepted", async () => {
    expect(await errors(form(valid, { bytes: IMPOSTORS.exe, name: "cv.pdf" }))).toEqual({
      cv: ["Format de CV non accepté : envoyez un fichier PDF, DOC, DOCX ou ODT"],
    });
  });

  it("gives the CV's bytes and proven format, and no message for an empty one", async () => {
    const submission = await parseWithZod(form(valid, { bytes: CV_SAMPLES.odt, name: "cv.bin" }), {
      schema: applicationSchema,
      async: true,
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.cv.type).toBe("odt");
    expect(submission.value.cv.bytes).toEqual(CV_SAMPLES.odt);
    expect(submission.value.message).toBeNull();
  });
});
