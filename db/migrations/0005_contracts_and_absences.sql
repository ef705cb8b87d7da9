CREATE TABLE "absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"kind" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"note" varchar(500),
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absences_kind_check" CHECK ("absences"."kind" in ('paid_leave', 'sickness', 'other')),
	CONSTRAINT "absences_period_check" CHECK ("absences"."ends_on" >= "absences"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "employee_details" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"phone" varchar(20),
	"hired_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employment_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"kind" text NOT NULL,
	"weekly_hours" numeric(4, 2) NOT NULL,
	"night_worker" boolean DEFAULT false NOT NULL,
	"under16_request_on" date,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employment_contracts_kind_check" CHECK ("employment_contracts"."kind" in ('cdi', 'cdd')),
	CONSTRAINT "employment_contracts_hours_check" CHECK ("employment_contracts"."weekly_hours" > 0 and "employment_contracts"."weekly_hours" <= 48 and "employment_contracts"."weekly_hours" * 4 = trunc("employment_contracts"."weekly_hours" * 4)),
	CONSTRAINT "employment_contracts_period_check" CHECK ("employment_contracts"."ends_on" is null or "employment_contracts"."ends_on" > "employment_contracts"."starts_on"),
	CONSTRAINT "employment_contracts_cdd_end_check" CHECK ("employment_contracts"."kind" <> 'cdd' or "employment_contracts"."ends_on" is not null)
);
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_employee_id_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_details" ADD CONSTRAINT "employee_details_employee_id_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_contracts" ADD CONSTRAINT "employment_contracts_employee_id_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absences_employee_dates_idx" ON "absences" USING btree ("employee_id","starts_on","ends_on");--> statement-breakpoint
-- An employee's contracts never overlap (docs/decisions/024-contracts-and-absences.md): a change of hours is a new
-- contract from a date, the previous one ending the day before. btree_gist lets the employee be part of the key.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "employment_contracts" ADD CONSTRAINT "employment_contracts_no_overlap"
  EXCLUDE USING gist ("employee_id" WITH =, daterange("starts_on", "ends_on", '[]') WITH &&);
