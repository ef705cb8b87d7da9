/** An instant as read on a wall clock of a time zone: its day and its time. */
export interface WallClockReading {
  /** yyyy-MM-dd */
  day: string;
  /** HH:mm, 00:00 to 23:59 */
  time: string;
  /** dd/MM */
  dayMonth: string;
}

const QUARTER_HOUR = 15 * 60_000;
const formats = new Map<string, Intl.DateTimeFormat>();
/** UTC offsets in minutes by zone and quarter hour: offsets only change on quarter hours. */
const offsets = new Map<string, Map<number, number>>();

/** One formatter per zone, reused: building one costs far more than formatting with it. */
function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(zone, format);
  }
  return format;
}

/** The offset of `zone` from UTC at the quarter hour `quarter`, in minutes, read once from Intl. */
function offsetAt(quarter: number, zone: string): number {
  let known = offsets.get(zone);
  // Kept small: a long-running server meets new quarter hours every week.
  if (!known || known.size > 10_000) {
    known = new Map();
    offsets.set(zone, known);
  }
  const cached = known.get(quarter);
  if (cached !== undefined) return cached;
  const at = quarter * QUARTER_HOUR;
  const parts: Record<string, number> = {};
  for (const part of formatOf(zone).formatToParts(at)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
  const offset = Math.round((wall - at) / 60_000);
  known.set(quarter, offset);
  return offset;
}

const two = (value: number) => String(value).padStart(2, "0");

/**
 * The wall-clock day and time of `instant` in `zone`: the zone's offset (from Intl, once per quarter hour met) added
 * to the instant, read as UTC. The grid reads thousands of instants per page, at a few distinct times of day.
 */
export function readWallClock(instant: Date | string, zone: string): WallClockReading {
  const ms = instant instanceof Date ? instant.getTime() : Date.parse(instant);
  const wall = new Date(ms + offsetAt(Math.floor(ms / QUARTER_HOUR), zone) * 60_000);
  const dayMonth = `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}`;
  return {
    day: `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`,
    time: `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`,
    dayMonth,
  };
}
