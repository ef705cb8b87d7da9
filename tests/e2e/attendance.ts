import type { APIRequestContext } from "@playwright/test";
import { qrTextsIn } from "../support/pdf-qr";
import { expect } from "./fixtures";

/** Prints a site's attendance sheet as the signed-in manager of `request`, and answers the code its QR code carries. */
export async function printSiteCode(request: APIRequestContext, siteName: string): Promise<string> {
  const sites = await (await request.get("/admin/sites")).text();
  // The row's « Archiver » form carries the site's id, just before its button.
  const row = sites.slice(0, sites.indexOf(`aria-label="Archiver ${siteName}"`));
  const siteId = [...row.matchAll(/name="id" value="([0-9a-f-]{36})"/g)].at(-1)?.[1];
  if (!siteId) throw new Error(`no site « ${siteName} »`);
  const sheet = await request.post(`/admin/sites/${siteId}/code-pointage.pdf`);
  expect(sheet.status()).toBe(200);
  const [url] = qrTextsIn(await sheet.body());
  return url?.split("/pointage/")[1] ?? "";
}
