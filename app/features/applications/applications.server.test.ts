import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { applicationCvs, jobApplications, mailOutbox } from "../../../db/schema";
import { CV_SAMPLES, IMPOSTORS, pdfOfSize } from "../../../tests/support/cv-samples";
import { login } from "../../../tests/support/login";
import { nextClientAddress } from "../../../tests/support/requests";
import { rowCount } from "../../../tests/support/row-count";
import { CLIENT_IP_HEADER } from "../../lib/client-ip";
import { getDb } from "../../lib/db.server";
import { loader as cvLoader } from "../../routes/admin-inbox-cv";
import { deleteExpiredApplications, submitApplication } from "./applications.server";

const offer = { id: "agent-proprete-paris", title: "Agent de propreté (H/F)" };

const fields = {
  name: "Hélène Dubois",
  email: "helene@exemple.fr",
  phone: "06 12 34 56 78",
  message: "Disponible le matin.",
  consent: "on",
};

function applicationPost(
  values: Record<string, string>,
  cv: { bytes: Uint8Array; name: string; type?: string } | null,
  client = nextClientAddress(),
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  if (cv) body.set("cv", new File([cv.bytes as Uint8Array<ArrayBuffer>], cv.name, { type: cv.type ?? "" }));
  return new Request(`http://localhost/job-offers/${offer.id}`, {
    method: "POST",
    body,
    headers: { [CLIENT_IP_HEADER]: client },
  });
}

async function answer(request: Request) {
  const { data, init } = await submitApplication(request, offer);
  return { status: init?.status ?? 200, ...data };
}

const fieldErrors = (result: Awaited<ReturnType<typeof answer>>) =>
  Object.fromEntries(Object.entries(result.submission?.error ?? {}).map(([key, messages]) => [key, messages?.[0]]));

const pdf = { bytes: CV_SAMPLES.pdf, name: "cv.pdf", type: "application/pdf" };

describe("submitApplication", () => {
  beforeEach(async () => {
    await getDb().delete(jobApplications);
    await getDb().delete(mailOutbox);
  });

  it("stores the application with its CV and the type its content proved, then queues the notice", async () => {
    expect(await answer(applicationPost(fields, { ...pdf, type: "text/plain" }))).toMatchObject({
      status: 200,
      ok: true,
      message: "Candidature envoyée",
    });
    const [row] = await getDb().select().from(jobApplications);
    expect(row).toMatchObject({
      offerId: offer.id,
      offerTitle: offer.title,
      name: "Hélène Dubois",
      phone: "06 12 34 56 78",
      message: "Disponible le matin.",
      status: "new",
    });
    const [cv] = await getDb().select().from(applicationCvs);
    expect(cv).toMatchObject({ applicationId: row?.id, type: "pdf", size: CV_SAMPLES.pdf.length });
    expect(new Uint8Array(cv?.content ?? [])).toEqual(CV_SAMPLES.pdf);
    const [mail] = await getDb().select().from(mailOutbox);
    expect(mail?.subject).toBe("Nouvelle candidature : Hélène Dubois (Agent de propreté (H/F))");
    expect(mail?.text).toContain(`/admin/inbox/application/${row?.id}`);
    expect(mail?.attachments ?? null).toBeNull();
  });

  it.each(["doc", "docx", "odt"] as const)("accepts a %s CV", async (type) => {
    expect(await answer(applicationPost(fields, { bytes: CV_SAMPLES[type], name: `cv.${type}` }))).toMatchObject({
      ok: true,
    });
    expect((await getDb().select().from(applicationCvs))[0]?.type).toBe(type);
  });

  it("refuses an executable named .pdf and stores nothing", async () => {
    const result = await answer(
      applicationPost(fields, { bytes: IMPOSTORS.exe, name: "cv.pdf", type: "application/pdf" }),
    );
    expect(result).toMatchObject({ status: 400, ok: false, code: "VALIDATION_ERROR" });
    expect(fieldErrors(result)).toEqual({
      cv: "Format de CV non accepté : envoyez un fichier PDF, DOC, DOCX ou ODT",
    });
    expect(await rowCount(jobApplications)).toBe(0);
    expect(await rowCount(applicationCvs)).toBe(0);
  });

  it("refuses a CV over 5 MB and stores nothing", async () => {
    const result = await answer(applicationPost(fields, { bytes: pdfOfSize(5 * 1024 * 1024 + 1), name: "cv.pdf" }));
    expect(fieldErrors(result)).toEqual({ cv: "Le CV ne doit pas dépasser 5 Mo" });
    expect(await rowCount(jobApplications)).toBe(0);
  });

  it("accepts a CV of exactly 5 MB", async () => {
    expect(await answer(applicationPost(fields, { bytes: pdfOfSize(5 * 1024 * 1024), name: "cv.pdf" }))).toMatchObject({
      ok: true,
    });
  });

  it("names every missing field in French, the CV and the consent included", async () => {
    const result = await answer(applicationPost({}, null));
    expect(fieldErrors(result)).toEqual({
      name: "Ce champ est requis",
      email: "Ce champ est requis",
      phone: "Ce champ est requis",
      cv: "Veuillez joindre votre CV",
      consent: "Veuillez accepter l'utilisation de vos données pour traiter votre candidature",
    });
    expect(await rowCount(jobApplications)).toBe(0);
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    expect(await answer(applicationPost({ ...fields, website: "http://spam.example" }, pdf))).toMatchObject({
      ok: true,
    });
    expect(await rowCount(jobApplications)).toBe(0);
  });

  it("refuses the fourth application of a client within the hour", async () => {
    const client = nextClientAddress();
    for (let i = 0; i < 3; i++) expect(await answer(applicationPost(fields, pdf, client))).toMatchObject({ ok: true });
    expect(await answer(applicationPost(fields, pdf, client))).toMatchObject({
      status: 429,
      code: "RATE_LIMIT_EXCEEDED",
    });
    expect(await rowCount(jobApplications)).toBe(3);
  });

  it("counts invalid posts too: a CV over 5 MB uses up the allowance, a valid post within it still goes through", async () => {
    const client = nextClientAddress();
    const tooLarge = { bytes: pdfOfSize(5 * 1024 * 1024 + 1), name: "cv.pdf" };
    for (let i = 0; i < 2; i++)
      expect(await answer(applicationPost(fields, tooLarge, client))).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(await answer(applicationPost(fields, pdf, client))).toMatchObject({ ok: true });
    expect(await answer(applicationPost(fields, tooLarge, client))).toMatchObject({
      status: 429,
      code: "RATE_LIMIT_EXCEEDED",
      message: "Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.",
    });
    expect(await rowCount(jobApplications)).toBe(1);
  });
});

describe("deleteExpiredApplications", () => {
  it("deletes applications and their CVs received over two years ago, and keeps the others", async () => {
    await getDb().delete(jobApplications);
    await answer(applicationPost(fields, pdf));
    await answer(applicationPost({ ...fields, name: "Ancien candidat" }, pdf));
    const now = new Date("2027-06-01T12:00:00Z");
    await getDb()
      .update(jobApplications)
      .set({ createdAt: new Date("2025-05-31T12:00:00Z") })
      .where(eq(jobApplications.name, "Ancien candidat"));
    await getDb()
      .update(jobApplications)
      .set({ createdAt: new Date("2025-06-02T12:00:00Z") })
      .where(eq(jobApplications.name, "Hélène Dubois"));

    expect(await deleteExpiredApplications(now)).toBe(1);
    expect((await getDb().select().from(jobApplications)).map((row) => row.name)).toEqual(["Hélène Dubois"]);
    expect(await rowCount(applicationCvs)).toBe(1);
  });
});

describe("the CV download", () => {
  async function storedId() {
    await getDb().delete(jobApplications);
    await answer(applicationPost(fields, pdf));
    const [row] = await getDb().select().from(jobApplications);
    return row?.id as string;
  }
  const get = (id: string, cookie?: string) =>
    new Request(`http://localhost/admin/inbox/application/${id}/cv`, { headers: cookie ? { cookie } : {} });
  const load = (request: Request, id: string) =>
    cvLoader({ request, params: { id }, context: {} } as Parameters<typeof cvLoader>[0]).catch((thrown) => thrown);

  it("gives a manager the bytes as an attachment, with the type its content proved", async () => {
    const id = await storedId();
    const { cookie } = await login({ role: "manager" });
    const response = (await load(get(id, cookie), id)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="cv-helene-dubois.pdf"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(CV_SAMPLES.pdf);
  });

  it("sends an employee and a visitor away without the file", async () => {
    const id = await storedId();
    const { cookie } = await login({ role: "employee" });
    for (const request of [get(id, cookie), get(id)]) {
      const response = (await load(request, id)) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("content-type")).not.toBe("application/pdf");
    }
  });

  it("answers 404 for an unknown application", async () => {
    const { cookie } = await login({ role: "admin" });
    const id = "00000000-0000-4000-8000-000000000000";
    const thrown = await load(get(id, cookie), id);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
