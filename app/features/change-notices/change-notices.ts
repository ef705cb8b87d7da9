import { formatInZone } from "../../lib/time";

/** A planning as an employee is told of it: period, title, place (the site's name or the free-text place). */
export interface NoticedPlanning {
  planningId: string;
  start: Date;
  end: Date;
  title: string;
  place: string | null;
  description: string | null;
}

/** What the employee was last told, with the iCalendar SEQUENCE last sent. */
export interface ToldPlanning extends NoticedPlanning {
  sequence: number;
}

/** A planning as it is now, with what the mail adds about its site. */
export interface CurrentPlanning extends NoticedPlanning {
  accessInstructions: string | null;
  /** The unpaid break, in minutes, written in the calendar event (not in what the employee was told). */
  breakMinutes?: number;
}

export type NoticeChange =
  | { kind: "created"; after: CurrentPlanning; sequence: number }
  | { kind: "changed"; before: ToldPlanning; after: CurrentPlanning; sequence: number }
  | { kind: "removed"; before: ToldPlanning; sequence: number };

export interface NoticeDiff {
  changes: NoticeChange[];
  /** What the employee will have been told once the mail goes: every current future planning. */
  snapshot: ToldPlanning[];
}

function sameAsTold(told: NoticedPlanning, now: NoticedPlanning): boolean {
  return (
    told.start.getTime() === now.start.getTime() &&
    told.end.getTime() === now.end.getTime() &&
    told.title === now.title &&
    told.place === now.place &&
    told.description === now.description
  );
}

function startOf(change: NoticeChange): number {
  return (change.kind === "removed" ? change.before : change.after).start.getTime();
}

/** A change to a shift that starts (or started, before the change) within this long is mailed at once. */
export const URGENT_NOTICE_MS = 24 * 3_600_000;

/** Whether a change concerns a shift starting within URGENT_NOTICE_MS of `now`, as it was told or as it is now. */
export function isUrgentChange(change: NoticeChange, now: Date): boolean {
  const limit = now.getTime() + URGENT_NOTICE_MS;
  const starts = [change.kind === "created" ? null : change.before, change.kind === "removed" ? null : change.after];
  return starts.some((planning) => planning !== null && planning.start.getTime() < limit);
}

/**
 * What changed for one employee since they were last told, over the plannings still to come at `now`: a future
 * planning never told is created, one told otherwise is changed (its SEQUENCE raised), one told and no longer
 * planned (deleted, or moved into the past) is removed. Past plannings are left alone.
 */
export function diffNotices(told: readonly ToldPlanning[], current: readonly CurrentPlanning[], now: Date): NoticeDiff {
  const future = current.filter((planning) => planning.start.getTime() > now.getTime());
  const toldById = new Map(told.map((planning) => [planning.planningId, planning]));
  const changes: NoticeChange[] = [];
  const snapshot: ToldPlanning[] = [];
  for (const after of future) {
    const before = toldById.get(after.planningId);
    const fields = {
      planningId: after.planningId,
      start: after.start,
      end: after.end,
      title: after.title,
      place: after.place,
      description: after.description,
    };
    if (!before) {
      changes.push({ kind: "created", after, sequence: 0 });
      snapshot.push({ ...fields, sequence: 0 });
    } else if (sameAsTold(before, after)) {
      snapshot.push({ ...fields, sequence: before.sequence });
    } else {
      changes.push({ kind: "changed", before, after, sequence: before.sequence + 1 });
      snapshot.push({ ...fields, sequence: before.sequence + 1 });
    }
  }
  const stillPlanned = new Set(future.map((planning) => planning.planningId));
  for (const before of told) {
    if (before.start.getTime() > now.getTime() && !stillPlanned.has(before.planningId)) {
      changes.push({ kind: "removed", before, sequence: before.sequence + 1 });
    }
  }
  changes.sort((a, b) => startOf(a) - startOf(b));
  return { changes, snapshot };
}

/** "lundi 9 mars 06:00–08:00" in the company's zone. */
export function periodText(planning: Pick<NoticedPlanning, "start" | "end">, zone: string): string {
  const day = formatInZone(planning.start, "EEEE d MMMM", zone);
  return `${day} ${formatInZone(planning.start, "HH:mm", zone)}–${formatInZone(planning.end, "HH:mm", zone)}`;
}

function placeText(planning: NoticedPlanning): string {
  return planning.place ? `, ${planning.place}` : "";
}

/** One line of the mail for one change. */
export function changeLine(change: NoticeChange, zone: string): string {
  if (change.kind === "created") {
    return `Nouvelle intervention « ${change.after.title} » : ${periodText(change.after, zone)}${placeText(change.after)}`;
  }
  if (change.kind === "removed") {
    return `Intervention annulée « ${change.before.title} » : ${periodText(change.before, zone)}${placeText(change.before)}`;
  }
  const { before, after } = change;
  const title = before.title === after.title ? `« ${after.title} »` : `« ${before.title} » → « ${after.title} »`;
  const place =
    before.place === after.place
      ? placeText(after)
      : `, ${before.place ?? "sans lieu"} → ${after.place ?? "sans lieu"}`;
  const period = sameInstantPeriod(before, after)
    ? periodText(after, zone)
    : `${periodText(before, zone)} → ${periodText(after, zone)}`;
  return `Intervention modifiée ${title} : ${period}${place}`;
}

function sameInstantPeriod(a: NoticedPlanning, b: NoticedPlanning): boolean {
  return a.start.getTime() === b.start.getTime() && a.end.getTime() === b.end.getTime();
}

/** Lines listed before "et N autres modifications". */
export const MAX_NOTICE_LINES = 10;
/** Created or removed plannings alike (same weekday, hours, title and place) at least this many are summed up. */
const SERIES_SUMMARY_MIN = 3;

type Entry = { line: string; at: number };

/** "26 nouvelles interventions « Bureaux » du lundi 9 mars au lundi 31 août, chaque lundi 06:00–08:00, Tour Montparnasse". */
function summaryLine(kind: "created" | "removed", group: NoticedPlanning[], zone: string): string {
  const first = group[0] as NoticedPlanning;
  const last = group[group.length - 1] as NoticedPlanning;
  const what = kind === "created" ? "nouvelles interventions" : "interventions annulées";
  const from = formatInZone(first.start, "EEEE d MMMM", zone);
  const to = formatInZone(last.start, "EEEE d MMMM yyyy", zone);
  const weekday = formatInZone(first.start, "EEEE", zone);
  const hours = `${formatInZone(first.start, "HH:mm", zone)}–${formatInZone(first.end, "HH:mm", zone)}`;
  return `${group.length} ${what} « ${first.title} » du ${from} au ${to}, chaque ${weekday} ${hours}${placeText(first)}`;
}

/**
 * The mail's lines, in time order: alike created (or removed) plannings of a series make one line, the others one
 * line each, at most MAX_NOTICE_LINES and then "et N autres modifications".
 */
export function noticeLines(changes: readonly NoticeChange[], zone: string): string[] {
  const groups = new Map<string, NoticedPlanning[]>();
  const entries: Entry[] = [];
  for (const change of changes) {
    if (change.kind === "changed") {
      entries.push({ line: changeLine(change, zone), at: startOf(change) });
      continue;
    }
    const planning = change.kind === "created" ? change.after : change.before;
    const key = [
      change.kind,
      formatInZone(planning.start, "EEEE HH:mm", zone),
      formatInZone(planning.end, "HH:mm", zone),
      planning.title,
      planning.place ?? "",
    ].join("|");
    groups.set(key, [...(groups.get(key) ?? []), planning]);
  }
  for (const [key, group] of groups) {
    const kind = key.startsWith("created") ? "created" : "removed";
    if (group.length >= SERIES_SUMMARY_MIN) {
      entries.push({ line: summaryLine(kind, group, zone), at: (group[0] as NoticedPlanning).start.getTime() });
      continue;
    }
    for (const planning of group) {
      const change: NoticeChange =
        kind === "created"
          ? { kind, after: { ...planning, accessInstructions: null }, sequence: 0 }
          : { kind, before: { ...planning, sequence: 0 }, sequence: 0 };
      entries.push({ line: changeLine(change, zone), at: planning.start.getTime() });
    }
  }
  entries.sort((a, b) => a.at - b.at);
  const lines = entries.slice(0, MAX_NOTICE_LINES).map((entry) => entry.line);
  const rest = entries.length - lines.length;
  if (rest > 0) lines.push(rest === 1 ? "et 1 autre modification" : `et ${rest} autres modifications`);
  return lines;
}
