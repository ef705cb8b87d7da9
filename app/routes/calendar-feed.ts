import { noticeSequences } from "../features/change-notices/change-notices.server";
import { findCalendarOwner } from "../features/my-week/calendar.server";
import { listEmployeePlannings } from "../features/schedules/schedules.server";
import { buildCalendar } from "../lib/calendar";
import { getEnv } from "../lib/env.server";
import type { Route } from "./+types/calendar-feed";

/** An employee's plannings as an iCalendar feed, reached by the secret link shown on /my-schedule. */
export async function loader({ params }: Route.LoaderArgs) {
  const token = params.file.endsWith(".ics") ? params.file.slice(0, -4) : "";
  const owner = await findCalendarOwner(token);
  if (!owner) {
    return new Response("Agenda introuvable.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const env = getEnv();
  const [plannings, sequences] = await Promise.all([listEmployeePlannings(owner.id), noticeSequences(owner.id)]);
  const events = plannings.map((planning) => ({ ...planning, sequence: sequences.get(planning.id) ?? 0 }));
  const body = buildCalendar(events, {
    name: `Planning de ${owner.name}`,
    host: new URL(env.PUBLIC_URL).host,
    zone: env.APP_TIME_ZONE,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="planning.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
