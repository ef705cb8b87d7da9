CREATE TABLE "replacement_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"planning_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"offered_by" text,
	CONSTRAINT "replacement_offers_token_unique" UNIQUE("token_hash"),
	CONSTRAINT "replacement_offers_pair_unique" UNIQUE("planning_id","employee_id"),
	CONSTRAINT "replacement_offers_state_check" CHECK ("replacement_offers"."state" in ('sent', 'accepted', 'refused', 'expired', 'filled'))
);
--> statement-breakpoint
ALTER TABLE "replacement_offers" ADD CONSTRAINT "replacement_offers_planning_id_plannings_id_fk" FOREIGN KEY ("planning_id") REFERENCES "public"."plannings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replacement_offers" ADD CONSTRAINT "replacement_offers_employee_id_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replacement_offers" ADD CONSTRAINT "replacement_offers_offered_by_user_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "replacement_offers_one_winner" ON "replacement_offers" USING btree ("planning_id") WHERE "replacement_offers"."state" = 'accepted';--> statement-breakpoint
CREATE INDEX "replacement_offers_waiting_idx" ON "replacement_offers" USING btree ("sent_at") WHERE "replacement_offers"."state" = 'sent';