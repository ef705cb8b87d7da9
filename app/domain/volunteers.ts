/**
 * What the labour rules say of a shift added to the plan of the employee asking for it: eligible with the rules to
 * check it brings them, or why not.
 */
export type Fit = { ok: true; checks: string[] } | { ok: false; reason: string };
