CREATE TABLE "notice_marks" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"first_marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_preferences" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_snapshots" (
	"employee_id" text NOT NULL,
	"planning_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"place" text,
	"description" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_snapshots_employee_id_planning_id_pk" PRIMARY KEY("employee_id","planning_id")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_employee_id_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_snapshots" ADD CONSTRAINT "notice_snapshots_employee_id_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_marks_first_marked_idx" ON "notice_marks" USING btree ("first_marked_at");--> statement-breakpoint
-- Change notices (docs/decisions/021-change-notices.md). Every write to plannings or their employees, by any path
-- (a dialog, a series, a copied week, a cascade), marks the employees concerned in its own transaction; a job mails
-- each marked employee the difference between what they were told and what is now planned. A transaction that set
-- app.notify to 'off' ("Sans notification") updates what they were told instead, and nobody is marked.
CREATE FUNCTION notice_silent() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('app.notify', true), '') = 'off'
$$;
--> statement-breakpoint
CREATE FUNCTION notice_assignments_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF notice_silent() THEN
    INSERT INTO notice_snapshots (employee_id, planning_id, start_time, end_time, title, place, description)
    SELECT a.employee_id, p.id, p.start_time, p.end_time, p.title, coalesce(s.name, p.location), p.description
    FROM added a JOIN plannings p ON p.id = a.planning_id LEFT JOIN sites s ON s.id = p.site_id
    WHERE p.start_time > now()
    ON CONFLICT (employee_id, planning_id) DO UPDATE SET start_time = excluded.start_time,
      end_time = excluded.end_time, title = excluded.title, place = excluded.place, description = excluded.description;
  ELSE
    INSERT INTO notice_marks (employee_id)
    SELECT DISTINCT a.employee_id FROM added a JOIN plannings p ON p.id = a.planning_id WHERE p.start_time > now()
    ON CONFLICT (employee_id) DO UPDATE SET last_marked_at = now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notice_assignments_added AFTER INSERT ON planning_assignments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION notice_assignments_added();
--> statement-breakpoint
CREATE FUNCTION notice_assignments_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF notice_silent() THEN
    DELETE FROM notice_snapshots n USING removed r
    WHERE n.employee_id = r.employee_id AND n.planning_id = r.planning_id;
  ELSE
    -- Only what the employee was told can be cancelled; a planning added and removed unseen needs no word.
    INSERT INTO notice_marks (employee_id)
    SELECT DISTINCT r.employee_id FROM removed r
    JOIN notice_snapshots n ON n.employee_id = r.employee_id AND n.planning_id = r.planning_id
    WHERE n.start_time > now()
    ON CONFLICT (employee_id) DO UPDATE SET last_marked_at = now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notice_assignments_removed AFTER DELETE ON planning_assignments
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION notice_assignments_removed();
--> statement-breakpoint
CREATE FUNCTION notice_plannings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF notice_silent() THEN
    DELETE FROM notice_snapshots n USING new_rows p WHERE n.planning_id = p.id AND p.start_time <= now();
    INSERT INTO notice_snapshots (employee_id, planning_id, start_time, end_time, title, place, description)
    SELECT pa.employee_id, p.id, p.start_time, p.end_time, p.title, coalesce(s.name, p.location), p.description
    FROM new_rows p JOIN old_rows o ON o.id = p.id
    JOIN planning_assignments pa ON pa.planning_id = p.id LEFT JOIN sites s ON s.id = p.site_id
    WHERE p.start_time > now()
      AND (p.start_time, p.end_time, p.title, p.location, p.site_id, p.description)
        IS DISTINCT FROM (o.start_time, o.end_time, o.title, o.location, o.site_id, o.description)
    ON CONFLICT (employee_id, planning_id) DO UPDATE SET start_time = excluded.start_time,
      end_time = excluded.end_time, title = excluded.title, place = excluded.place, description = excluded.description;
  ELSE
    INSERT INTO notice_marks (employee_id)
    SELECT DISTINCT pa.employee_id
    FROM new_rows p JOIN old_rows o ON o.id = p.id JOIN planning_assignments pa ON pa.planning_id = p.id
    WHERE (p.start_time > now() OR o.start_time > now())
      AND (p.start_time, p.end_time, p.title, p.location, p.site_id, p.description)
        IS DISTINCT FROM (o.start_time, o.end_time, o.title, o.location, o.site_id, o.description)
    ON CONFLICT (employee_id) DO UPDATE SET last_marked_at = now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notice_plannings_changed AFTER UPDATE ON plannings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notice_plannings_changed();
--> statement-breakpoint
-- What is planned today counts as told: only later changes are mailed.
INSERT INTO notice_snapshots (employee_id, planning_id, start_time, end_time, title, place, description)
SELECT pa.employee_id, p.id, p.start_time, p.end_time, p.title, coalesce(s.name, p.location), p.description
FROM planning_assignments pa JOIN plannings p ON p.id = pa.planning_id LEFT JOIN sites s ON s.id = p.site_id
WHERE p.start_time > now();
