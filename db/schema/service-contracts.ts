import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { FREQUENCIES, type Frequency, PRICINGS, type Pricing } from "../../app/domain/enums";
import { createdBy } from "./auth";
import { inList, ownerReference, periodsMeeting, timestamps, uuidPrimaryKey } from "./columns";
import { sites } from "./plannings";

/**
 * What a client buys at a site, kept as a history like employment contracts: a change is a new contract from a date,
 * the previous one ending the day before, and a site's contracts never overlap (an exclusion constraint written in
 * migration 0029). Dates are Paris calendar days, `ends_on` inclusive and null while the contract runs.
 * See docs/decisions/060-service-contracts.md.
 */
export const serviceContracts = pgTable(
  "service_contracts",
  {
    id: uuidPrimaryKey(),
    siteId: ownerReference("site_id", () => sites.id).notNull(),
    /** Contracted work a week, in minutes (quarter hours). */
    weeklyMinutes: integer("weekly_minutes").notNull(),
    frequency: text("frequency").$type<Frequency>().notNull(),
    /** Null with the price for the hours carried over from before contracts had one. */
    pricing: text("pricing").$type<Pricing>(),
    /** Excluding VAT, in euro cents: a month's fee or an hour's rate. */
    priceCents: integer("price_cents"),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on"),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index("service_contracts_site_idx").on(t.siteId, t.startsOn),
    check(
      "service_contracts_minutes_check",
      sql`${t.weeklyMinutes} > 0 and ${t.weeklyMinutes} <= 10080 and ${t.weeklyMinutes} % 15 = 0`,
    ),
    check("service_contracts_frequency_check", sql`${t.frequency} in (${inList(FREQUENCIES)})`),
    check(
      "service_contracts_price_check",
      sql`(${t.pricing} is null and ${t.priceCents} is null) or (${t.pricing} in (${inList(PRICINGS)}) and ${t.priceCents} > 0)`,
    ),
    check("service_contracts_period_check", sql`${t.endsOn} is null or ${t.endsOn} > ${t.startsOn}`),
  ],
);

/** The contracts meeting the days from `fromDay` to `toDay` (inclusive). */
export const serviceContractsMeeting = (fromDay: string, toDay: string) =>
  periodsMeeting(serviceContracts, fromDay, toDay);

/** On a query from `sites`: the weekly minutes of the site's contract in force on `day`, null when none. */
export const weeklyMinutesInForce = (day: string) =>
  sql<number | null>`(select c.weekly_minutes from service_contracts c where c.site_id = sites.id
    and daterange(c.starts_on, c.ends_on, '[]') @> ${day}::date)`;
