-- Each assignment carries its planning's period, so that an employee's shifts over a period are read from one index
-- on (employee, end), from the period's start on, instead of every planning of the period or every assignment of the
-- employee's history. The index replaces the one on the employee alone.
ALTER TABLE "planning_assignments" ADD COLUMN "start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "planning_assignments" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
UPDATE "planning_assignments" pa SET "start_time" = p."start_time", "end_time" = p."end_time"
  FROM "plannings" p WHERE p."id" = pa."planning_id";--> statement-breakpoint
ALTER TABLE "planning_assignments" ALTER COLUMN "start_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "planning_assignments" ALTER COLUMN "end_time" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "planning_assignments_employee_end_idx" ON "planning_assignments" USING btree ("employee_id","end_time")
  INCLUDE ("start_time", "planning_id");--> statement-breakpoint
DROP INDEX "planning_assignments_employee_idx";--> statement-breakpoint
-- A new assignment, or one moved to another planning, takes that planning's period (before the NOT NULL check);
-- nothing else can write it.
CREATE FUNCTION assignment_period_from_planning() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.start_time, p.end_time INTO NEW.start_time, NEW.end_time FROM plannings p WHERE p.id = NEW.planning_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER assignment_period_from_planning BEFORE INSERT OR UPDATE OF planning_id, start_time, end_time
  ON planning_assignments FOR EACH ROW EXECUTE FUNCTION assignment_period_from_planning();--> statement-breakpoint
-- A planning moved in time moves its assignments' periods with it.
CREATE FUNCTION planning_period_to_assignments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE planning_assignments SET start_time = NEW.start_time, end_time = NEW.end_time WHERE planning_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER planning_period_to_assignments AFTER UPDATE OF start_time, end_time ON plannings FOR EACH ROW
  WHEN (OLD.start_time IS DISTINCT FROM NEW.start_time OR OLD.end_time IS DISTINCT FROM NEW.end_time)
  EXECUTE FUNCTION planning_period_to_assignments();
