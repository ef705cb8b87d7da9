CREATE TABLE "punch_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"planning_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punch_reports_kind_check" CHECK ("punch_reports"."kind" in ('in', 'out')),
	CONSTRAINT "punch_reports_status_check" CHECK ("punch_reports"."status" in ('pending', 'accepted', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "punch_reports" ADD CONSTRAINT "punch_reports_employee_id_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_reports" ADD CONSTRAINT "punch_reports_planning_id_plannings_id_fk" FOREIGN KEY ("planning_id") REFERENCES "public"."plannings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_reports" ADD CONSTRAINT "punch_reports_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "punch_reports_one_pending" ON "punch_reports" USING btree ("planning_id","employee_id","kind") WHERE "punch_reports"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "punch_reports_employee_idx" ON "punch_reports" USING btree ("employee_id","at");