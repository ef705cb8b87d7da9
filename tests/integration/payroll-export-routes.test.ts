import { describe, expect, it } from "vitest";
import { saveEmployeeDetails } from "../../app/features/contracts/employee-file.server";
import { readPayrollCodes } from "../../app/features/labour/payroll-codes.server";
import { CLIENT_IP_HEADER } from "../../app/lib/client-ip";
import { loader as exportLoader } from "../../app/routes/admin-hours-export";
import { action as codesAction } from "../../app/routes/admin-payroll-codes";
import { assignedShift } from "../support/labour-fixtures";
import { type LoggedIn, login } from "../support/login";
import { nextClientAddress, signedInPost } from "../support/requests";
import { answerOf } from "../support/route-answer";

// The Silae codes page (admins only) and the export that uses them, through the routes.

const postCodes = (who: LoggedIn, fields: Record<string, string>) =>
  answerOf(codesAction, signedInPost(who, "/admin/hours/silae", { intent: "codes", ...fields }));

async function download(who: LoggedIn, file: string) {
  const headers = { [CLIENT_IP_HEADER]: nextClientAddress(), cookie: who.cookie };
  return answerOf(exportLoader, new Request(`http://localhost/admin/hours/${file}`, { headers }), { file });
}

describe("the Silae codes and export", () => {
  it("are mapped by an admin only, a bad code refused in French with nothing saved", async () => {
    const admin = await login({ role: "admin" });
    const manager = await login({ role: "manager" });
    expect((await postCodes(manager, { normal: "PIRATE" })).status).not.toBe(200);
    expect(await readPayrollCodes()).toEqual(new Map());

    const refused = await postCodes(admin, { normal: "HNORM", night: "H NUIT" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Un code Silae ne contient que des lettres");
    expect(await readPayrollCodes()).toEqual(new Map());

    expect((await postCodes(admin, { normal: "HNORM", night: "HNUIT" })).status).toBe(200);
    expect(await readPayrollCodes()).toEqual(
      new Map([
        ["normal", "HNORM"],
        ["night", "HNUIT"],
      ]),
    );
    await postCodes(admin, { normal: "HNORM" });
    expect(await readPayrollCodes()).toEqual(new Map([["normal", "HNORM"]]));
  });

  it("exports each numbered employee's mapped figures over the month, and leaves out those without a number", async () => {
    const admin = await login({ role: "admin" });
    const manager = await login({ role: "manager" });
    const numbered = await login({ role: "employee" });
    const unnumbered = await login({ role: "employee" });
    await saveEmployeeDetails(numbered.id, { phone: null, hiredOn: null, payrollNumber: "M-00042" });
    // Saturday 21 February 2026, 21:00–23:00 in Paris: 2 h, both at night.
    for (const who of [numbered, unnumbered])
      await assignedShift(who.id, "2026-02-21T20:00:00Z", "2026-02-21T22:00:00Z", manager.id);
    await postCodes(admin, { normal: "HNORM", night: "HNUIT" });

    const answer = await download(manager, "silae-2026-02.csv");
    expect(answer.status).toBe(200);
    expect(
      String(answer.body.text)
        .replace(/^\uFEFF/, "")
        .split("\r\n"),
    ).toEqual([
      "Matricule;Code;Valeur;Date début;Date fin",
      "M-00042;HNORM;2,00;01/02/2026;28/02/2026",
      "M-00042;HNUIT;2,00;01/02/2026;28/02/2026",
      "",
    ]);
    expect((await download(manager, "silae-fevrier.csv")).status).toBe(404);
  });
});
