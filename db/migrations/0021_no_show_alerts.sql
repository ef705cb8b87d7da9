CREATE TABLE "no_show_alerts" (
	"planning_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "no_show_alerts_planning_id_employee_id_pk" PRIMARY KEY("planning_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "no_show_alerts" ADD CONSTRAINT "no_show_alerts_planning_id_plannings_id_fk" FOREIGN KEY ("planning_id") REFERENCES "public"."plannings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_alerts" ADD CONSTRAINT "no_show_alerts_employee_id_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "no_show_alerts_alerted_idx" ON "no_show_alerts" USING btree ("alerted_at");