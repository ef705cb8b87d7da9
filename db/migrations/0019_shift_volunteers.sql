CREATE TABLE "shift_volunteers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"planning_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"checks" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "shift_volunteers_status_check" CHECK ("shift_volunteers"."status" in ('pending', 'confirmed', 'declined', 'withdrawn', 'filled'))
);
--> statement-breakpoint
ALTER TABLE "shift_volunteers" ADD CONSTRAINT "shift_volunteers_planning_id_plannings_id_fk" FOREIGN KEY ("planning_id") REFERENCES "public"."plannings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_volunteers" ADD CONSTRAINT "shift_volunteers_employee_id_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_volunteers" ADD CONSTRAINT "shift_volunteers_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_volunteers_one_pending" ON "shift_volunteers" USING btree ("planning_id","employee_id") WHERE "shift_volunteers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "shift_volunteers_employee_idx" ON "shift_volunteers" USING btree ("employee_id","status");--> statement-breakpoint
CREATE INDEX "shift_volunteers_pending_idx" ON "shift_volunteers" USING btree ("created_at") WHERE "shift_volunteers"."status" = 'pending';