CREATE TABLE "service_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"weekly_minutes" integer NOT NULL,
	"frequency" text NOT NULL,
	"pricing" text,
	"price_cents" integer,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_contracts_minutes_check" CHECK ("service_contracts"."weekly_minutes" > 0 and "service_contracts"."weekly_minutes" <= 10080 and "service_contracts"."weekly_minutes" % 15 = 0),
	CONSTRAINT "service_contracts_frequency_check" CHECK ("service_contracts"."frequency" in ('quotidienne', 'hebdomadaire', 'bihebdomadaire', 'mensuelle', 'ponctuelle')),
	CONSTRAINT "service_contracts_price_check" CHECK (("service_contracts"."pricing" is null and "service_contracts"."price_cents" is null) or ("service_contracts"."pricing" in ('forfait', 'horaire') and "service_contracts"."price_cents" > 0)),
	CONSTRAINT "service_contracts_period_check" CHECK ("service_contracts"."ends_on" is null or "service_contracts"."ends_on" > "service_contracts"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "sites" DROP CONSTRAINT "sites_contracted_minutes_check";--> statement-breakpoint
ALTER TABLE "service_contracts" ADD CONSTRAINT "service_contracts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_contracts" ADD CONSTRAINT "service_contracts_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_contracts_site_idx" ON "service_contracts" USING btree ("site_id","starts_on");--> statement-breakpoint
-- A site's contracts never overlap: a new one starts the day after the previous one ends.
ALTER TABLE "service_contracts" ADD CONSTRAINT "service_contracts_no_overlap"
  EXCLUDE USING gist ("site_id" WITH =, daterange("starts_on", "ends_on", '[]') WITH &&);--> statement-breakpoint
-- The weekly hours a site had become its first contract, from the day the site was made, its price not yet known.
INSERT INTO "service_contracts" ("site_id", "weekly_minutes", "frequency", "starts_on")
  SELECT "id", "contracted_minutes_per_week", 'hebdomadaire', ("created_at" AT TIME ZONE 'Europe/Paris')::date
  FROM "sites" WHERE "contracted_minutes_per_week" > 0;--> statement-breakpoint
ALTER TABLE "sites" DROP COLUMN "contracted_minutes_per_week";--> statement-breakpoint
-- The sites grid keeps the hours it compares a week with until the next write, a contract's included.
CREATE TRIGGER service_contracts_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_contracts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
