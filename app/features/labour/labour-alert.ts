/** The labour rules a planning is checked against (Code du travail and CCN propreté, IDCC 3043). */
export const LABOUR_RULE_IDS = [
  "daily_rest",
  "daily_hours",
  "weekly_hours",
  "weekly_average",
  "working_days",
  "weekly_rest",
  "complementary_hours",
  "part_time_ceiling",
  "split_shifts",
  "notice",
  "break",
  "absence",
] as const;
export type LabourRuleId = (typeof LABOUR_RULE_IDS)[number];

/** A rule the planning breaks. Alerts never block: the manager may record the shift anyway, saying why. */
export interface LabourAlert {
  rule: LabourRuleId;
  /** French and actionable: the rule, the days or shifts involved, and by how much. */
  message: string;
  /** The shifts involved (for a deleted shift, the deleted one's id). */
  shiftIds: string[];
  /** The texts the rule comes from, e.g. 'Code du travail, art. L3131-1 ; CCN propreté, art. 6.4'. */
  source: string;
}

/** An alert with the stretch of time it concerns, so that a change only hears of what it touches. */
export interface LabourFinding extends LabourAlert {
  period: { start: number; end: number };
}
