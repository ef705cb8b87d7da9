CREATE TABLE "planning_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" varchar(2000),
	"location" varchar(200),
	"site_id" uuid,
	"rrule" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"excluded_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"materialized_until" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_series_duration_check" CHECK ("planning_series"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "planning_series_employees" (
	"series_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	CONSTRAINT "planning_series_employees_series_id_employee_id_pk" PRIMARY KEY("series_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "plannings" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "plannings" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "plannings" ADD COLUMN "detached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "planning_series" ADD CONSTRAINT "planning_series_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_series" ADD CONSTRAINT "planning_series_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_series_employees" ADD CONSTRAINT "planning_series_employees_series_id_planning_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."planning_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_series_employees" ADD CONSTRAINT "planning_series_employees_employee_id_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planning_series_materialized_idx" ON "planning_series" USING btree ("materialized_until");--> statement-breakpoint
ALTER TABLE "plannings" ADD CONSTRAINT "plannings_series_id_planning_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."planning_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plannings_series_occurrence_unique" ON "plannings" USING btree ("series_id","occurrence_date");