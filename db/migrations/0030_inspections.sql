CREATE TABLE "corrective_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inspection_id" uuid NOT NULL,
	"result_id" uuid,
	"reason" varchar(300) NOT NULL,
	"owner_id" text,
	"due_on" date NOT NULL,
	"state" text DEFAULT 'ouverte' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"closing_note" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corrective_actions_state_check" CHECK ("corrective_actions"."state" in ('ouverte', 'close')),
	CONSTRAINT "corrective_actions_closed_check" CHECK (("corrective_actions"."state" = 'close') = ("corrective_actions"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "inspection_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"area" varchar(100) NOT NULL,
	"label" varchar(200) NOT NULL,
	"weight" smallint NOT NULL,
	"critical" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "inspection_items_weight_check" CHECK ("inspection_items"."weight" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "inspection_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inspection_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"area" varchar(100) NOT NULL,
	"label" varchar(200) NOT NULL,
	"weight" smallint NOT NULL,
	"critical" boolean NOT NULL,
	"verdict" text NOT NULL,
	"comment" varchar(1000),
	"photo" "bytea",
	CONSTRAINT "inspection_results_verdict_check" CHECK ("inspection_results"."verdict" in ('conforme', 'non_conforme', 'na'))
);
--> statement-breakpoint
CREATE TABLE "inspection_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"site_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"template_name" varchar(200) NOT NULL,
	"inspector_id" text,
	"inspected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"conforming_weight" integer NOT NULL,
	"counted_weight" integer NOT NULL,
	"threshold_percent" smallint NOT NULL,
	CONSTRAINT "inspections_weights_check" CHECK ("inspections"."conforming_weight" between 0 and "inspections"."counted_weight")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "inspection_threshold" smallint DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_result_id_inspection_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."inspection_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_closed_by_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_template_id_inspection_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."inspection_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_results" ADD CONSTRAINT "inspection_results_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_templates" ADD CONSTRAINT "inspection_templates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_inspector_id_user_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corrective_actions_open_idx" ON "corrective_actions" USING btree ("state","due_on");--> statement-breakpoint
CREATE INDEX "inspection_items_template_idx" ON "inspection_items" USING btree ("template_id","position");--> statement-breakpoint
CREATE INDEX "inspection_results_inspection_idx" ON "inspection_results" USING btree ("inspection_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_templates_site_unique" ON "inspection_templates" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "inspections_site_idx" ON "inspections" USING btree ("site_id","inspected_at");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_inspection_threshold_check" CHECK ("sites"."inspection_threshold" between 1 and 100);--> statement-breakpoint
-- The company's first checklist, for offices: a manager adapts it, or a site's copy of it.
WITH "template" AS (
	INSERT INTO "inspection_templates" ("name") VALUES ('Bureaux : contrôle standard') RETURNING "id"
)
INSERT INTO "inspection_items" ("template_id", "area", "label", "weight", "critical", "position")
SELECT "template"."id", "item"."area", "item"."label", "item"."weight", "item"."critical", "item"."position"
FROM "template", (VALUES
	('Accueil', 'Sols propres et secs', 3, false, 1),
	('Accueil', 'Portes vitrées sans traces', 2, false, 2),
	('Accueil', 'Corbeilles vidées', 2, false, 3),
	('Bureaux', 'Sols aspirés ou lavés', 3, false, 4),
	('Bureaux', 'Bureaux et plans de travail dépoussiérés', 2, false, 5),
	('Bureaux', 'Corbeilles vidées', 2, false, 6),
	('Sanitaires', 'Cuvettes, urinoirs et lavabos désinfectés', 5, true, 7),
	('Sanitaires', 'Savon et papier réapprovisionnés', 4, true, 8),
	('Sanitaires', 'Sols lavés et désinfectés', 4, false, 9),
	('Sanitaires', 'Miroirs sans traces', 1, false, 10),
	('Espace pause', 'Plan de travail et évier nettoyés', 3, false, 11),
	('Espace pause', 'Sol propre', 2, false, 12)
) AS "item"("area", "label", "weight", "critical", "position");
