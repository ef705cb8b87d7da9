import { sql } from "drizzle-orm";
import { type AnyPgColumn, customType, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Column builders and SQL pieces the tables share; each builder call makes a new column, so that no two tables hold the
 * same builder.
 */

/** A generated uuid primary key. */
export const uuidPrimaryKey = () => uuid("id").primaryKey().defaultRandom();

/** A uuid reference to the row this one belongs to: deleting that row deletes this one. */
export const ownerReference = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).references(owner, { onDelete: "cascade" });

/** A moment, stored with its zone (`timestamptz`): every time the product keeps is one. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written, set by the database. */
export const createdAt = () => instant("created_at").notNull().defaultNow();

/** When the row was last changed: the insert's time, then written by the code on each change. */
export const updatedAt = () => instant("updated_at").notNull().defaultNow();

/** `created_at` and `updated_at`. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The values of an enumeration as the list of an SQL `in (…)` check. */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * The rows of a history of day periods (`starts_on`, `ends_on` inclusive and null while it runs) meeting the days from
 * `fromDay` to `toDay`: a range overlap, which the GiST index of the table's exclusion constraint answers.
 */
export const periodsMeeting = (
  period: { startsOn: AnyPgColumn; endsOn: AnyPgColumn },
  fromDay: string,
  toDay: string,
) => sql`daterange(${period.startsOn}, ${period.endsOn}, '[]') && daterange(${fromDay}::date, ${toDay}::date, '[]')`;

/** Bytes stored in the row (a CV, a photo). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
