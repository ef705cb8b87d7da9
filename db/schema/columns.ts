import { sql } from "drizzle-orm";
import { type AnyPgColumn, customType, timestamp, uuid } from "drizzle-orm/pg-core";

/** Column builders the tables share; each call makes a new column, so that no two tables hold the same builder. */

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

/** Bytes stored in the row (a CV, a photo). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
