/** A coming visit as a client contact sees it: its time window and its agents' first names. */
export interface ComingVisit {
  start: Date;
  end: Date;
  firstNames: string[];
}

/** One visit per time window: two agents sent together make one visit with both first names, in order. */
export function visitsOf(shifts: ReadonlyArray<{ start: Date; end: Date; firstName: string }>): ComingVisit[] {
  const visits = new Map<string, ComingVisit>();
  for (const shift of shifts) {
    const key = `${shift.start.getTime()}-${shift.end.getTime()}`;
    const visit = visits.get(key) ?? { start: shift.start, end: shift.end, firstNames: [] };
    if (shift.firstName && !visit.firstNames.includes(shift.firstName)) visit.firstNames.push(shift.firstName);
    visits.set(key, visit);
  }
  return [...visits.values()].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime(),
  );
}
