/** An arrival or a departure. */
export const PUNCH_KINDS = ["in", "out"] as const;
export type PunchKind = (typeof PUNCH_KINDS)[number];

/** Where an employee's « j'ai oublié de pointer » stands. */
export const PUNCH_REPORT_STATUSES = ["pending", "accepted", "refused"] as const;
export type PunchReportStatus = (typeof PUNCH_REPORT_STATUSES)[number];
