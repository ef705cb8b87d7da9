CREATE TABLE "labour_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"reason" varchar(500) NOT NULL,
	"alerts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "labour_overrides" ADD CONSTRAINT "labour_overrides_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labour_overrides_created_idx" ON "labour_overrides" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "planning_assignments_created_idx" ON "planning_assignments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "plannings_updated_idx" ON "plannings" USING btree ("updated_at");