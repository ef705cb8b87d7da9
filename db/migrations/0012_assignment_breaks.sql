-- Each assignment carries its planning's break as it carries its period (migration 0008): an employee's shifts and
-- paid hours over a period (labour rules, hours, the grids) are then read from the assignments alone, without joining
-- every planning of the period.
ALTER TABLE "planning_assignments" ADD COLUMN "break_minutes" integer;--> statement-breakpoint
UPDATE "planning_assignments" pa SET "break_minutes" = p."break_minutes" FROM "plannings" p WHERE p."id" = pa."planning_id";--> statement-breakpoint
ALTER TABLE "planning_assignments" ALTER COLUMN "break_minutes" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION assignment_period_from_planning() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.start_time, p.end_time, p.break_minutes INTO NEW.start_time, NEW.end_time, NEW.break_minutes
    FROM plannings p WHERE p.id = NEW.planning_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER assignment_period_from_planning ON planning_assignments;--> statement-breakpoint
CREATE TRIGGER assignment_period_from_planning BEFORE INSERT OR UPDATE OF planning_id, start_time, end_time, break_minutes
  ON planning_assignments FOR EACH ROW EXECUTE FUNCTION assignment_period_from_planning();--> statement-breakpoint
CREATE OR REPLACE FUNCTION planning_period_to_assignments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE planning_assignments SET start_time = NEW.start_time, end_time = NEW.end_time, break_minutes = NEW.break_minutes
    WHERE planning_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER planning_period_to_assignments ON plannings;--> statement-breakpoint
CREATE TRIGGER planning_period_to_assignments AFTER UPDATE OF start_time, end_time, break_minutes ON plannings FOR EACH ROW
  WHEN (OLD.start_time IS DISTINCT FROM NEW.start_time OR OLD.end_time IS DISTINCT FROM NEW.end_time
    OR OLD.break_minutes IS DISTINCT FROM NEW.break_minutes)
  EXECUTE FUNCTION planning_period_to_assignments();
