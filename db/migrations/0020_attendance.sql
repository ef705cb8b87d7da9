CREATE TABLE "punches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"site_id" uuid NOT NULL,
	"planning_id" uuid,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone_at" timestamp with time zone,
	"method" text NOT NULL,
	"author_id" text,
	"supersedes_id" uuid,
	"reason" text,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "punches_kind_check" CHECK ("punches"."kind" in ('in', 'out')),
	CONSTRAINT "punches_method_check" CHECK ("punches"."method" in ('qr', 'code', 'manual')),
	CONSTRAINT "punches_flags_check" CHECK ("punches"."flags" <@ array['no-arrival']::text[]),
	CONSTRAINT "punches_correction_reason_check" CHECK ("punches"."supersedes_id" is null or length(btrim("punches"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "attendance_code_hash" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "attendance_code_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_employee_id_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_planning_id_plannings_id_fk" FOREIGN KEY ("planning_id") REFERENCES "public"."plannings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_supersedes_id_punches_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."punches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "punches_supersedes_unique" ON "punches" USING btree ("supersedes_id");--> statement-breakpoint
CREATE INDEX "punches_employee_at_idx" ON "punches" USING btree ("employee_id","at");--> statement-breakpoint
CREATE INDEX "punches_site_at_idx" ON "punches" USING btree ("site_id","at");--> statement-breakpoint
CREATE INDEX "punches_at_idx" ON "punches" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_attendance_code_unique" ON "sites" USING btree ("attendance_code_hash");--> statement-breakpoint
-- Punches are append-only: a correction is a new row. Deleting stays possible for the retention jobs, and a deleted
-- shift or author only empties its reference (ON DELETE SET NULL).
CREATE FUNCTION punches_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'planning_id' - 'author_id') = (to_jsonb(OLD) - 'planning_id' - 'author_id')
    AND (NEW.planning_id IS NULL OR NEW.planning_id = OLD.planning_id)
    AND (NEW.author_id IS NULL OR NEW.author_id = OLD.author_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'punches are append-only: a correction is a new row' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER punches_no_update BEFORE UPDATE ON "punches" FOR EACH ROW EXECUTE FUNCTION punches_append_only();
