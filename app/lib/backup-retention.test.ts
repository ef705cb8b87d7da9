import { describe, expect, it } from "vitest";
import { backupFileName, backupsToDelete, backupTime } from "./backup-retention";

const now = new Date("2026-11-28T03:30:00Z");
const daysAgo = (days: number) => backupFileName(new Date(now.getTime() - days * 24 * 60 * 60 * 1000));

describe("backup names", () => {
  it("carry their UTC time and sort as times do", () => {
    expect(backupFileName(now)).toBe("backup-2026-11-28T03-30-00Z.sql");
    expect(backupTime("backup-2026-11-28T03-30-00Z.sql")).toEqual(now);
    const names = [daysAgo(1), daysAgo(30), daysAgo(0.5)];
    expect(names.toSorted()).toEqual([daysAgo(30), daysAgo(1), daysAgo(0.5)]);
  });

  it("are not read from other files", () => {
    expect(backupTime("notes.txt")).toBeNull();
    expect(backupTime("backup-2026-11-28.sql")).toBeNull();
  });
});

describe("backupsToDelete", () => {
  it("deletes the backups older than the days kept and keeps the others", () => {
    const names = [daysAgo(20), daysAgo(15), daysAgo(13.9), daysAgo(1), daysAgo(0)];
    expect(backupsToDelete(names, now, 14)).toEqual([daysAgo(20), daysAgo(15)]);
  });

  it("deletes old unfinished temporary files, never the files it does not name", () => {
    const names = [
      `${daysAgo(20)}.tmp`,
      `${daysAgo(20)}.9f3a01bc.tmp`,
      `${daysAgo(0)}.5d2e7c10.tmp`,
      `${daysAgo(20)}.not-ours.tmp`,
      "README",
      "backup-old.sql",
      daysAgo(0),
    ];
    expect(backupsToDelete(names, now, 14)).toEqual([`${daysAgo(20)}.tmp`, `${daysAgo(20)}.9f3a01bc.tmp`]);
  });

  it("keeps the newest backup however old, so that failed nights never leave none", () => {
    const names = [daysAgo(40), daysAgo(30), `${daysAgo(20)}.tmp`];
    expect(backupsToDelete(names, now, 14)).toEqual([daysAgo(40), `${daysAgo(20)}.tmp`]);
  });
});
