CREATE TABLE "client_contact_sites" (
	"contact_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	CONSTRAINT "client_contact_sites_contact_id_site_id_pk" PRIMARY KEY("contact_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "client_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"author_id" text,
	"author_name" varchar(200) NOT NULL,
	"author_email" varchar(254) NOT NULL,
	"kind" text NOT NULL,
	"message" varchar(2000) NOT NULL,
	"photo" "bytea",
	"status" text DEFAULT 'new' NOT NULL,
	"note" varchar(2000) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_requests_status_check" CHECK ("client_requests"."status" in ('new', 'in_progress', 'done', 'archived')),
	CONSTRAINT "client_requests_kind_check" CHECK ("client_requests"."kind" in ('intervention', 'complaint'))
);
--> statement-breakpoint
CREATE TABLE "site_report_mailings" (
	"site_id" uuid NOT NULL,
	"month" varchar(7) NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_report_mailings_site_id_month_pk" PRIMARY KEY("site_id","month")
);
--> statement-breakpoint
ALTER TABLE "user" DROP CONSTRAINT "user_role_check";--> statement-breakpoint
ALTER TABLE "client_contacts" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "client_contact_sites" ADD CONSTRAINT "client_contact_sites_contact_id_client_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contact_sites" ADD CONSTRAINT "client_contact_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_report_mailings" ADD CONSTRAINT "site_report_mailings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_contact_sites_site_idx" ON "client_contact_sites" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "client_requests_site_idx" ON "client_requests" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "client_requests_created_at_idx" ON "client_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_contacts_user_unique" ON "client_contacts" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_check" CHECK ("user"."role" in ('admin', 'manager', 'employee', 'client'));