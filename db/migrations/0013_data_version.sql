-- A count of the writes to what the labour rules and the staff home read. Each writing statement adds one inside its transaction: a reader
-- that sees the new count sees the new data, and a view keyed by the count (the staff home's week) is recomputed only
-- after a change. Writers meet on this one row only from their statement to their commit.
CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_version_single_row" CHECK ("data_version"."id" = 1)
);--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER plannings_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plannings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER planning_assignments_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON planning_assignments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER absences_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON absences
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER employment_contracts_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON employment_contracts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER user_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER planning_vacancies_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON planning_vacancies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER sites_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sites
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
