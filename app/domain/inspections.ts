/** What quality inspections share with the database and the forms (docs/decisions/061-quality-inspections.md). */

/** An item's weight in the score: published with the template, from 1 (detail) to 5 (essential). */
export const ITEM_WEIGHT = { min: 1, max: 5 } as const;

/** Under this score (percent), an inspection opens a corrective action, unless the site sets its own threshold. */
export const DEFAULT_THRESHOLD_PERCENT = 80;

/** A corrective action is open until someone closes it. */
export const ACTION_STATES = ["ouverte", "close"] as const;
export type ActionState = (typeof ACTION_STATES)[number];

/** How many days a corrective action is given when it opens; its owner or a manager can change the date. */
export const ACTION_DAYS = 7;
