import { labelledEnum } from "./labelled-enum";

/** An arrival or a departure. */
export const PUNCH_KINDS = ["in", "out"] as const;
export type PunchKind = (typeof PUNCH_KINDS)[number];

/** How a punch was made: the site's QR code, its code typed by hand, or entered by a manager. */
export const { values: PUNCH_METHODS, labels: PUNCH_METHOD_LABELS } = labelledEnum({
  qr: "QR code",
  code: "Code saisi",
  manual: "Saisi par un responsable",
});
export type PunchMethod = (typeof PUNCH_METHODS)[number];

/**
 * Why a punch waits for a manager's review: a departure with no arrival; a punch kept on the phone offline whose
 * phone time is off the server's by more than the tolerance; or one sent more than 48 hours after it was made.
 */
export const { values: PUNCH_FLAGS, labels: PUNCH_FLAG_LABELS } = labelledEnum({
  "no-arrival": "Départ sans arrivée",
  "phone-gap": "Envoyé plus tard depuis le téléphone",
  "phone-stale": "Envoyé plus de 48 h après",
});
export type PunchFlag = (typeof PUNCH_FLAGS)[number];

/** Where an employee's « j'ai oublié de pointer » stands. */
export const PUNCH_REPORT_STATUSES = ["pending", "accepted", "refused"] as const;
export type PunchReportStatus = (typeof PUNCH_REPORT_STATUSES)[number];
