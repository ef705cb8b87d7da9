import { RRuleTemporal } from "rrule-temporal";
import { Temporal } from "temporal-polyfill";
import { WEEKDAYS, type Weekday } from "../../../domain/enums";
import type { RepeatSettings } from "./repeat";

/**
 * RFC 5545 weekly rules in a time zone, through rrule-temporal: occurrences keep their wall-clock time across
 * daylight-saving changes, and an occurrence's end is its start plus a wall-clock duration.
 */

export interface RuleStart {
  /** The first occurrence's wall-clock start, yyyy-MM-ddTHH:mm. */
  startLocal: string;
  zone: string;
}

export interface Occurrence {
  /** The local date the rule gives it (yyyy-MM-dd): the occurrence's key within its series. */
  date: string;
  start: Date;
  end: Date;
}

const compact = (value: string) => value.replaceAll("-", "").replaceAll(":", "");

/** `DTSTART;TZID=…` and `RRULE:FREQ=WEEKLY;…`: the series' stored rule. */
export function buildRule({ startLocal, zone }: RuleStart, repeat: RepeatSettings): string {
  const parts = [`FREQ=WEEKLY`, `INTERVAL=${repeat.interval}`, `BYDAY=${sortDays(repeat.days).join(",")}`, "WKST=MO"];
  if (repeat.until) {
    const endOfDay = Temporal.PlainDate.from(repeat.until)
      .toZonedDateTime({ timeZone: zone, plainTime: "23:59:59" })
      .toInstant()
      .toZonedDateTimeISO("UTC");
    parts.push(`UNTIL=${compact(endOfDay.toPlainDateTime().toString().slice(0, 19))}Z`);
  }
  return `DTSTART;TZID=${zone}:${compact(startLocal.slice(0, 16))}00\nRRULE:${parts.join(";")}`;
}

function sortDays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((day) => days.includes(day));
}

function parse(rrule: string): RRuleTemporal {
  return new RRuleTemporal({ rruleString: rrule });
}

type ReadRule = RuleStart & { repeat: RepeatSettings };

// Every screen that shows plannings reads the rules of their series: parsing one costs about 0.15 ms, and a week
// grid meets hundreds of series. A rule's text says everything, so its reading is kept (a few thousand series at most).
const readings = new Map<string, ReadRule>();
const MAX_READINGS = 5_000;

/** The rule's start and repetition, for the dialogs. */
export function readRule(rrule: string): ReadRule {
  const known = readings.get(rrule);
  if (known) return known;
  if (readings.size >= MAX_READINGS) readings.clear();
  const reading = parseRule(rrule);
  readings.set(rrule, reading);
  return reading;
}

function parseRule(rrule: string): ReadRule {
  const options = parse(rrule).options();
  const zone = options.tzid ?? "UTC";
  const start = options.dtstart.withTimeZone(zone);
  const until = options.until ? options.until.withTimeZone(zone).toPlainDate().toString() : null;
  return {
    startLocal: start.toPlainDateTime().toString().slice(0, 16),
    zone,
    repeat: {
      days: sortDays(
        (options.byDay ?? []).filter((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day)),
      ),
      interval: options.interval ?? 1,
      until,
    },
  };
}

/** The occurrences whose local date is within [from, to] (yyyy-MM-dd, inclusive), in order. */
export function occurrencesBetween(rrule: string, durationMinutes: number, from: string, to: string): Occurrence[] {
  const rule = parse(rrule);
  const zone = rule.options().tzid ?? "UTC";
  const after = Temporal.PlainDate.from(from).toZonedDateTime({ timeZone: zone });
  const before = Temporal.PlainDate.from(to).add({ days: 1 }).toZonedDateTime({ timeZone: zone });
  return rule
    .between(new Date(after.epochMilliseconds), new Date(before.epochMilliseconds), true)
    .filter((start) => start.epochMilliseconds < before.epochMilliseconds)
    .map((start) => {
      const end = start.toPlainDateTime().add({ minutes: durationMinutes }).toZonedDateTime(zone);
      return {
        date: start.toPlainDate().toString(),
        start: new Date(start.epochMilliseconds),
        end: new Date(end.epochMilliseconds),
      };
    });
}

/** The wall-clock minutes from one local date-time to another (yyyy-MM-ddTHH:mm). */
export function wallClockMinutes(startLocal: string, endLocal: string): number {
  return Temporal.PlainDateTime.from(startLocal)
    .until(Temporal.PlainDateTime.from(endLocal), { largestUnit: "minutes" })
    .total("minutes");
}
