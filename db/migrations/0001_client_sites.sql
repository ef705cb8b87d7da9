CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"client_name" varchar(200) NOT NULL,
	"address" varchar(300) NOT NULL,
	"postal_code" varchar(10) NOT NULL,
	"city" varchar(100) NOT NULL,
	"access_instructions" varchar(2000),
	"access_code" varchar(100),
	"contact_name" varchar(200),
	"contact_phone" varchar(20),
	"contracted_minutes_per_week" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_contracted_minutes_check" CHECK ("sites"."contracted_minutes_per_week" is null or ("sites"."contracted_minutes_per_week" between 0 and 10080 and "sites"."contracted_minutes_per_week" % 15 = 0))
);
--> statement-breakpoint
ALTER TABLE "plannings" ADD COLUMN "site_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "sites_name_unique" ON "sites" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "plannings" ADD CONSTRAINT "plannings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plannings_period_gist" ON "plannings" USING gist (tstzrange("start_time", "end_time"));--> statement-breakpoint
CREATE INDEX "plannings_site_idx" ON "plannings" USING btree ("site_id");