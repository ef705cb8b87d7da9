CREATE TABLE "planning_vacancies" (
	"planning_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"absence_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_vacancies_planning_id_employee_id_pk" PRIMARY KEY("planning_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "absences" ADD COLUMN "half_day" text;--> statement-breakpoint
ALTER TABLE "planning_series" ADD COLUMN "break_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "planning_series" ADD COLUMN "works_public_holidays" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "plannings" ADD COLUMN "break_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "planning_vacancies" ADD CONSTRAINT "planning_vacancies_planning_id_plannings_id_fk" FOREIGN KEY ("planning_id") REFERENCES "public"."plannings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_vacancies" ADD CONSTRAINT "planning_vacancies_employee_id_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_vacancies" ADD CONSTRAINT "planning_vacancies_absence_id_absences_id_fk" FOREIGN KEY ("absence_id") REFERENCES "public"."absences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planning_vacancies_absence_idx" ON "planning_vacancies" USING btree ("absence_id");--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_half_day_check" CHECK ("absences"."half_day" is null or ("absences"."half_day" in ('morning', 'afternoon') and "absences"."ends_on" = "absences"."starts_on"));--> statement-breakpoint
ALTER TABLE "planning_series" ADD CONSTRAINT "planning_series_break_check" CHECK ("planning_series"."break_minutes" >= 0 and ("planning_series"."break_minutes" = 0 or "planning_series"."break_minutes" < "planning_series"."duration_minutes"));--> statement-breakpoint
ALTER TABLE "plannings" ADD CONSTRAINT "plannings_break_check" CHECK ("plannings"."break_minutes" >= 0 and ("plannings"."break_minutes" = 0 or "plannings"."break_minutes" * interval '1 minute' < "plannings"."end_time" - "plannings"."start_time"));--> statement-breakpoint
-- Whoever is assigned to a planning that needs someone fills it: their own vacancy first (an absence withdrawn gives
-- the shift back), else the oldest. Every way of assigning (a pick, a series, a copied week) goes through here.
CREATE FUNCTION vacancy_filled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM planning_vacancies v WHERE v.ctid = (
    SELECT ctid FROM planning_vacancies
    WHERE planning_id = NEW.planning_id
    ORDER BY (employee_id = NEW.employee_id) DESC, created_at
    LIMIT 1
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER vacancy_filled AFTER INSERT ON planning_assignments FOR EACH ROW EXECUTE FUNCTION vacancy_filled();
