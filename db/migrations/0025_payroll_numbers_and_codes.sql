CREATE TABLE "payroll_codes" (
	"variable" text PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_codes_variable_check" CHECK ("payroll_codes"."variable" in ('normal', 'complementary11', 'complementary25', 'overtime25', 'overtime50', 'night', 'sunday', 'holiday', 'paidLeave', 'sickness', 'otherAbsence'))
);
--> statement-breakpoint
ALTER TABLE "employee_details" ADD COLUMN "payroll_number" varchar(20);--> statement-breakpoint
ALTER TABLE "payroll_codes" ADD CONSTRAINT "payroll_codes_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_details_payroll_number_unique" ON "employee_details" USING btree ("payroll_number");