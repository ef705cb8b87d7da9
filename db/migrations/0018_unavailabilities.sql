CREATE TABLE "unavailabilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"weekday" integer,
	"on_date" date,
	"from_time" varchar(5),
	"to_time" varchar(5),
	"valid_from" date,
	"valid_until" date,
	"note" varchar(500),
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unavailabilities_status_check" CHECK ("unavailabilities"."status" in ('pending', 'approved', 'refused', 'cancelled')),
	CONSTRAINT "unavailabilities_when_check" CHECK (("unavailabilities"."weekday" between 0 and 6 and "unavailabilities"."on_date" is null) or ("unavailabilities"."weekday" is null and "unavailabilities"."on_date" is not null)),
	CONSTRAINT "unavailabilities_times_check" CHECK (("unavailabilities"."from_time" is null and "unavailabilities"."to_time" is null) or ("unavailabilities"."from_time" ~ '^[0-2][0-9]:[0-5][0-9]$' and "unavailabilities"."to_time" ~ '^[0-2][0-9]:[0-5][0-9]$' and "unavailabilities"."from_time" < "unavailabilities"."to_time"))
);
--> statement-breakpoint
ALTER TABLE "unavailabilities" ADD CONSTRAINT "unavailabilities_employee_id_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailabilities" ADD CONSTRAINT "unavailabilities_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unavailabilities_employee_idx" ON "unavailabilities" USING btree ("employee_id","status");