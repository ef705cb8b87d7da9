CREATE TABLE "shift_swaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"planning_id" uuid NOT NULL,
	"from_employee_id" text NOT NULL,
	"to_employee_id" text NOT NULL,
	"their_planning_id" uuid,
	"status" text DEFAULT 'proposed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "shift_swaps_status_check" CHECK ("shift_swaps"."status" in ('proposed', 'accepted', 'approved', 'declined', 'refused', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_planning_id_plannings_id_fk" FOREIGN KEY ("planning_id") REFERENCES "public"."plannings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_from_employee_id_user_id_fk" FOREIGN KEY ("from_employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_to_employee_id_user_id_fk" FOREIGN KEY ("to_employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_their_planning_id_plannings_id_fk" FOREIGN KEY ("their_planning_id") REFERENCES "public"."plannings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_swaps_one_open" ON "shift_swaps" USING btree ("planning_id","from_employee_id") WHERE "shift_swaps"."status" in ('proposed', 'accepted');--> statement-breakpoint
CREATE INDEX "shift_swaps_to_idx" ON "shift_swaps" USING btree ("to_employee_id","status");--> statement-breakpoint
CREATE INDEX "shift_swaps_accepted_idx" ON "shift_swaps" USING btree ("created_at") WHERE "shift_swaps"."status" = 'accepted';