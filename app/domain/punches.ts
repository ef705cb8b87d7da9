/** An arrival or a departure. */
export type PunchKind = "in" | "out";
export const PUNCH_KINDS: readonly PunchKind[] = ["in", "out"];

/** How a punch was made: the site's QR code, its code typed by hand, or entered by a manager. */
export type PunchMethod = "qr" | "code" | "manual";
export const PUNCH_METHODS: readonly PunchMethod[] = ["qr", "code", "manual"];

export const PUNCH_METHOD_LABELS: Record<PunchMethod, string> = {
  qr: "QR code",
  code: "Code saisi",
  manual: "Saisi par un responsable",
};

/**
 * Why a punch waits for a manager's review: a departure with no arrival; a punch kept on the phone offline whose
 * phone time is off the server's by more than the tolerance; or one sent more than 48 hours after it was made.
 */
export type PunchFlag = "no-arrival" | "phone-gap" | "phone-stale";
export const PUNCH_FLAGS: readonly PunchFlag[] = ["no-arrival", "phone-gap", "phone-stale"];

export const PUNCH_FLAG_LABELS: Record<PunchFlag, string> = {
  "no-arrival": "Départ sans arrivée",
  "phone-gap": "Envoyé plus tard depuis le téléphone",
  "phone-stale": "Envoyé plus de 48 h après",
};

/** Where an employee's « j'ai oublié de pointer » stands. */
export type PunchReportStatus = "pending" | "accepted" | "refused";
export const PUNCH_REPORT_STATUSES: readonly PunchReportStatus[] = ["pending", "accepted", "refused"];
