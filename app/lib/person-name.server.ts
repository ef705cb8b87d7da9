import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { user } from "../../db/schema";

/**
 * A person's name as `fullName` writes it (first name, then last name, either of which may be empty), read by the
 * query from `person`: the user table or an alias of it. Null where a left join found nobody: `Name` says so.
 */
export const personName = <Name extends string | null = string>(
  person: { firstName: AnyPgColumn; lastName: AnyPgColumn } = user,
): SQL<NoInfer<Name>> => sql`trim(${person.firstName} || ' ' || ${person.lastName})`;
