interface Period {
  id: string;
  start: Date;
  end: Date;
}

/**
 * The pairs of one employee's shifts that overlap (touching ends do not), each pair once with the earlier shift first,
 * keeping those whose two shifts meet [range.start, range.end[. O(n log n + pairs).
 */
export function doubleBookings<S extends Period>(shifts: readonly S[], range: { start: Date; end: Date }): [S, S][] {
  const meeting = shifts
    .filter((shift) => shift.start < range.end && shift.end > range.start)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const pairs: [S, S][] = [];
  meeting.forEach((first, index) => {
    for (const second of meeting.slice(index + 1)) {
      if (second.start >= first.end) break;
      pairs.push([first, second]);
    }
  });
  return pairs;
}
