import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { ROLES, type Role } from "../../app/domain/enums";
import { inList, instant, timestamps } from "./columns";

export { ROLES, type Role };

// Better Auth's four tables (plus its admin plugin's columns), written by hand: its schema CLI needs Node 22.
export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: varchar("email", { length: 254 }).notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    firstName: varchar("first_name", { length: 100 }).notNull().default(""),
    lastName: varchar("last_name", { length: 100 }).notNull().default(""),
    role: text("role").$type<Role>().notNull().default("employee"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: instant("ban_expires"),
    calendarToken: text("calendar_token").unique(),
    /** A self-registered account awaiting an admin's approval: it reaches no staff page and is given no work. */
    pendingApproval: boolean("pending_approval").notNull().default(false),
    ...timestamps(),
  },
  (t) => [check("user_role_check", sql`${t.role} in (${inList(ROLES)})`), index("user_first_name_idx").on(t.firstName)],
);

/** An account not deactivated. */
export const isEnabledAccount = () => sql<boolean>`(${user.banned} is not true)`;

/**
 * An account that may be given work and counted: one of the staff (a client contact never is), approved and not
 * deactivated.
 */
export const isActiveAccount = () =>
  sql<boolean>`(${user.role} <> 'client' and ${user.banned} is not true and ${user.pendingApproval} is not true)`;

/** The columns a person is named, reached and given rights by. */
export const personColumns = {
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  role: user.role,
};

/** A user the row belongs to, required; the row goes with them. */
export const userReference = (name: string) =>
  text(name)
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/** Who wrote the row; emptied when their account is deleted. */
export const createdBy = () => text("created_by").references(() => user.id, { onDelete: "set null" });

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: instant("expires_at").notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: userReference("user_id"),
    impersonatedBy: text("impersonated_by"),
    ...timestamps(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: userReference("user_id"),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: instant("access_token_expires_at"),
    refreshTokenExpiresAt: instant("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: instant("expires_at").notNull(),
    ...timestamps(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

// Better Auth's rate-limit model, so that several server instances share sign-in limits.
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});
