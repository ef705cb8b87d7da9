import type { PlaywrightWorkerArgs } from "@playwright/test";
import type { Role } from "../../app/lib/permissions";
import { uniqueClientAddress } from "./fixtures";
import { createStaffAccount, type StaffAccount } from "./staff";

/**
 * Creates a staff account from a request context of its own client address: the admin's sign-in that
 * createStaffAccount does would otherwise count against one shared per-address limit across parallel tests.
 */
export async function newStaffAccount(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  role: Role,
): Promise<StaffAccount> {
  const setup = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() },
  });
  try {
    return await createStaffAccount(setup, baseURL, role);
  } finally {
    await setup.dispose();
  }
}
