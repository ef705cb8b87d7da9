import { createHash, randomBytes } from "node:crypto";
import { placeName, siteAddressLine, UNSPECIFIED_LOCATION } from "../../../domain/sites";
import { getEnv } from "../../../lib/env.server";
import type { OfferedShift } from "../../../mail/replacement-offer";
import { type Planning, spokenPeriodText } from "../schedules";

/** A new offer link's secret: 192 random bits, shown once in the mail and kept only as its hash. */
export function newOfferToken(): string {
  return randomBytes(24).toString("base64url");
}

export function offerTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The offer's page, where the link's owner answers. */
export function offerUrl(token: string, answer?: "refuse"): string {
  const url = `${getEnv().PUBLIC_URL}/offers/${encodeURIComponent(token)}`;
  return answer ? `${url}?reponse=refuser` : url;
}

/** The shift as the offer mails and the offer's page name it. */
export function offeredShift(planning: Pick<Planning, "title" | "startTime" | "endTime" | "site" | "location">) {
  const shift: OfferedShift = {
    when: spokenPeriodText(planning.startTime, planning.endTime, getEnv().APP_TIME_ZONE),
    title: planning.title,
    place: placeName(planning.site?.name, planning.location, UNSPECIFIED_LOCATION),
    address: planning.site ? siteAddressLine(planning.site) : null,
  };
  return shift;
}
