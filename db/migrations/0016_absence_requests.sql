CREATE TABLE "absence_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"kind" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"half_day" text,
	"note" varchar(500),
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"absence_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absence_requests_kind_check" CHECK ("absence_requests"."kind" in ('paid_leave', 'sickness', 'other')),
	CONSTRAINT "absence_requests_status_check" CHECK ("absence_requests"."status" in ('pending', 'approved', 'refused', 'cancelled')),
	CONSTRAINT "absence_requests_period_check" CHECK ("absence_requests"."ends_on" >= "absence_requests"."starts_on"),
	CONSTRAINT "absence_requests_half_day_check" CHECK ("absence_requests"."half_day" is null or ("absence_requests"."half_day" in ('morning', 'afternoon') and "absence_requests"."ends_on" = "absence_requests"."starts_on"))
);
--> statement-breakpoint
ALTER TABLE "absence_requests" ADD CONSTRAINT "absence_requests_employee_id_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_requests" ADD CONSTRAINT "absence_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_requests" ADD CONSTRAINT "absence_requests_absence_id_absences_id_fk" FOREIGN KEY ("absence_id") REFERENCES "public"."absences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absence_requests_employee_idx" ON "absence_requests" USING btree ("employee_id","starts_on");--> statement-breakpoint
CREATE INDEX "absence_requests_pending_idx" ON "absence_requests" USING btree ("created_at") WHERE "absence_requests"."status" = 'pending';