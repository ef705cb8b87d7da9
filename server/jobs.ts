import { sql } from "drizzle-orm";
import { deleteExpiredApplications } from "../app/features/applications/applications.server";
import {
  ATTENDANCE_RETENTION_JOB,
  deleteExpiredAttendance,
} from "../app/features/attendance/attendance-retention.server";
import { alertNoShows, NO_SHOW_JOB } from "../app/features/attendance/attendance-watch.server";
import { PASSWORD_RESET_JOB, sendPasswordResetLink } from "../app/features/auth/password-reset.server";
import { NOTICES_JOB, sendChangeNotices } from "../app/features/change-notices/change-notices.server";
import { findReplacements, shiftToFill } from "../app/features/labour/replacement-candidates.server";
import { deleteExpiredLeads, LEAD_RETENTION_JOB } from "../app/features/personal-data/lead-retention.server";
import {
  deleteExpiredOperations,
  OPERATIONS_RETENTION_JOB,
} from "../app/features/personal-data/operations-retention.server";
import { followUpOffers, OFFERS_FOLLOW_UP_JOB } from "../app/features/schedules/offers/offer-follow-up.server";
import { extendSeriesHorizons } from "../app/features/schedules/series/series-horizon.server";
import { BACKUP_JOB, writeNightlyBackup } from "../app/lib/backup.server";
import { type Connection, getConnection, getDb } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";
import { type JobDefinition, sendJob, startJobs } from "../app/lib/jobs.server";
import { deliverMail, MAIL_JOB, MAIL_SWEEP_JOB, MAX_MAIL_ATTEMPTS, queueUnsentMail } from "../app/lib/mail.server";
import { pruneRateLimits } from "../app/lib/rate-limit.server";
import { todayIn } from "../app/lib/time";
import { mailSiteReports, reportMonthDue, SITE_REPORTS_JOB } from "./site-report-mailing";

const SERIES_HORIZON_JOB = "series.extend";

/** A job that only runs on its schedule (`cron`, in the company's zone) and does `work` as of then. */
function scheduled(name: string, cron: string, work: () => Promise<unknown>): JobDefinition {
  return { name, cron, handle: () => work() };
}

/** Every kind of background work the site does; each job runs once, on whichever instance takes it first. */
const definitions: JobDefinition[] = [
  {
    name: MAIL_JOB,
    // The outbox counts attempts and marks a mail failed; the queue only spaces the retries out.
    queue: { retryLimit: MAX_MAIL_ATTEMPTS, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
    batchSize: 10,
    handle: (job) => deliverMail((job.data as { mailId: string }).mailId),
  },
  scheduled(MAIL_SWEEP_JOB, "*/5 * * * *", queueUnsentMail),
  {
    // Each run mails the employees whose first unsent planning change is 10 minutes old.
    name: NOTICES_JOB,
    cron: "* * * * *",
    queue: { expireInSeconds: 300 },
    handle: () => sendChangeNotices(),
  },
  {
    // Asked for on /auth/forgot-password; the request only queues it, whether the address has an account or not.
    name: PASSWORD_RESET_JOB,
    queue: { retryLimit: 3, retryDelay: 30, expireInSeconds: 60 },
    handle: (job) => sendPasswordResetLink((job.data as { email: string }).email),
  },
  {
    // A shift started NO_SHOW_MINUTES ago with no arrival: the managers and the employee are told once.
    name: NO_SHOW_JOB,
    cron: "* * * * *",
    queue: { expireInSeconds: 300 },
    handle: () => alertNoShows(new Date(), getEnv().NO_SHOW_MINUTES),
  },
  scheduled("rate-limits.prune", "17 * * * *", pruneRateLimits),
  scheduled("applications.expire", "40 3 * * *", deleteExpiredApplications),
  // Contact messages, quote requests and subscriptions three years after the address's last contact (ADR 065).
  scheduled(LEAD_RETENTION_JOB, "45 3 * * *", deleteExpiredLeads),
  scheduled(ATTENDANCE_RETENTION_JOB, "50 3 * * *", deleteExpiredAttendance),
  // Mails delivered or given up six months ago, and expired sessions (ADR 065).
  scheduled(OPERATIONS_RETENTION_JOB, "55 3 * * *", deleteExpiredOperations),
  {
    // A backup into BACKUP_DIR, and those past BACKUP_KEEP_DAYS deleted (ADR 064); the embedded database can only be
    // dumped live from here, by the process that holds it.
    name: BACKUP_JOB,
    cron: "30 2 * * *",
    queue: { expireInSeconds: 3600 },
    handle: () => writeNightlyBackup(getConnection(), getEnv()),
  },
];

/** Starts the background work of a running server, and queues any mail left unsent. Returns what stops it. */
export async function startBackgroundWork(connection: Connection, timeZone: string): Promise<() => Promise<void>> {
  const perZone = [seriesHorizon(timeZone), offersFollowUp(timeZone), siteReports(timeZone)];
  const stop = await startJobs(connection, [...definitions, ...perZone], {
    timeZone,
  });
  await queueUnsentMail();
  // A server that was down at night catches up now; a second run the same day finds nothing to do.
  await sendJob(SERIES_HORIZON_JOB, {}, { singletonKey: todayIn(timeZone) });
  return stop;
}

/** Recurring plannings exist as plannings up to a rolling horizon: every night moves it on by a day. */
function seriesHorizon(timeZone: string): JobDefinition {
  return {
    name: SERIES_HORIZON_JOB,
    cron: "10 4 * * *",
    handle: async () => {
      await extendSeriesHorizons(getDb(), todayIn(timeZone), timeZone);
      // Fresh statistics for the new plannings (PGlite has no autovacuum to gather them).
      await getDb().execute(sql`ANALYZE`);
    },
  };
}

/** Offers left unanswered for OFFER_WAIT_MINUTES go to the next candidates, ranked by the labour rules at that time. */
function offersFollowUp(timeZone: string): JobDefinition {
  return {
    name: OFFERS_FOLLOW_UP_JOB,
    cron: "* * * * *",
    queue: { expireInSeconds: 300 },
    handle: async () => {
      await followUpOffers(async (planning) => {
        const ranked = await findReplacements(shiftToFill(planning), timeZone, new Date());
        return ranked.eligible.map((candidate) => candidate.id);
      });
    },
  };
}

/**
 * Last month's report of each site goes to its client contacts on the first at 7:00; the job runs every morning so
 * that a server down that day catches up within the week, each site's month being mailed once.
 */
function siteReports(timeZone: string): JobDefinition {
  return {
    name: SITE_REPORTS_JOB,
    cron: "0 7 * * *",
    handle: async () => {
      const now = new Date();
      const month = reportMonthDue(todayIn(timeZone, now));
      if (month) await mailSiteReports(month, timeZone, now);
    },
  };
}
