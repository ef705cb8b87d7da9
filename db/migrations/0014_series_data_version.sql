-- The week grid keeps what it reads until the next write (docs/decisions/043-week-grid-reads-kept-until-a-write.md),
-- and it reads each series' rule: a series changed without touching its occurrences changes the count too.
CREATE TRIGGER planning_series_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON planning_series
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
