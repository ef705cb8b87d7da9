/**
 * Backups are named by their UTC time, so that names sort as times do: backup-2026-11-28T03-30-00Z.sql. A temporary
 * file carries its writer's own mark (`….sql.<hex>.tmp`), so that two backups of one second never share one.
 */
const NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.sql(\.(?:[0-9a-f]+\.)?tmp)?$/;

const DAY_MS = 24 * 60 * 60 * 1000;

export function backupFileName(at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replaceAll(":", "-");
  return `backup-${stamp}Z.sql`;
}

/** When a backup (or its unfinished temporary file) was taken, from its name; null for any other file. */
export function backupTime(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds] = match;
  return new Date(`${day}T${hours}:${minutes}:${seconds}Z`);
}

/**
 * The files of a backup folder to delete: the backups and unfinished temporary files older than `keepDays` days.
 * Files named otherwise are never touched, and the newest finished backup is always kept, so that a run of failed
 * nights does not leave the folder empty.
 */
export function backupsToDelete(names: string[], now: Date, keepDays: number): string[] {
  const finished = names.filter((name) => backupTime(name) && !name.endsWith(".tmp")).sort();
  const newest = finished.at(-1);
  const oldest = now.getTime() - keepDays * DAY_MS;
  return names.filter((name) => {
    const time = backupTime(name);
    return time !== null && name !== newest && time.getTime() < oldest;
  });
}
