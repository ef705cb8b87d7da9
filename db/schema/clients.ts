import { sql } from "drizzle-orm";
import { check, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, ownerReference, timestamps, uuidPrimaryKey } from "./columns";

/** A client company: the sites belong to it, its contacts speak for it (docs/decisions/059-clients-from-quotes.md). */
export const clients = pgTable(
  "clients",
  {
    id: uuidPrimaryKey(),
    name: varchar("name", { length: 200 }).notNull(),
    /** The company's SIREN (nine digits), when known. */
    siren: varchar("siren", { length: 9 }),
    billingAddress: varchar("billing_address", { length: 300 }).notNull(),
    billingPostalCode: varchar("billing_postal_code", { length: 10 }).notNull(),
    billingCity: varchar("billing_city", { length: 100 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    // One client per name, whatever the case: a second quote from the same company joins the first's client.
    uniqueIndex("clients_name_unique").on(sql`lower(${t.name})`),
    uniqueIndex("clients_siren_unique").on(t.siren),
    check("clients_siren_check", sql`${t.siren} is null or ${t.siren} ~ '^[0-9]{9}$'`),
  ],
);

/** Someone who speaks for a client: who asked for the quote, the facility manager. */
export const clientContacts = pgTable(
  "client_contacts",
  {
    id: uuidPrimaryKey(),
    clientId: ownerReference("client_id", () => clients.id).notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 20 }),
    /** The portal account the contact was invited with (role client), once invited. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("client_contacts_email_unique").on(t.clientId, sql`lower(${t.email})`),
    uniqueIndex("client_contacts_user_unique").on(t.userId),
  ],
);
