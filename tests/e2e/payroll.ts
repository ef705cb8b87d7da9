import type { APIRequestContext } from "@playwright/test";
import { E2E_ORIGIN } from "./accounts";
import { expect } from "./fixtures";

/** The Silae codes the browser tests map: every test that maps them maps these, so that they never disagree. */
export const SILAE_CODES = { normal: "HNORM", night: "HNUIT", paidLeave: "CP" } as const;

/** Maps the payroll variables to {@link SILAE_CODES} as an admin would, through the codes page's action. */
export async function mapSilaeCodes(adminRequest: APIRequestContext) {
  const response = await adminRequest.post("/admin/hours/silae", {
    form: { intent: "codes", ...SILAE_CODES },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(response.status(), await response.text()).toBe(200);
}
