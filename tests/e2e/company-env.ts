import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";

/** The company's registration details the e2e server runs with (its social pages stay unset). */
export const e2eCompanyEnv = {
  COMPANY_CAPITAL: "15000",
  COMPANY_SIREN: "812345678",
  COMPANY_RCS_CITY: "Paris",
  COMPANY_VAT: "FR40812345678",
  PUBLISHER_NAME: "Claire Martin",
  PUBLISHER_TITLE: "Présidente",
  HOSTING_NAME: "Hébergement Exemple SAS",
  HOSTING_ADDRESS: "2 rue Kellermann, 59100 Roubaix",
  HOSTING_PHONE: "09 72 10 10 07",
};

/** The trust claims the e2e server runs with: `npm run build:e2e` reads the same file, as the home page is prerendered. */
export const e2eTrustEnv = parseEnv(readFileSync(new URL("./trust.env", import.meta.url), "utf8"));
