CREATE TABLE "client_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"siren" varchar(9),
	"billing_address" varchar(300) NOT NULL,
	"billing_postal_code" varchar(10) NOT NULL,
	"billing_city" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_siren_check" CHECK ("clients"."siren" is null or "clients"."siren" ~ '^[0-9]{9}$')
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_contacts_email_unique" ON "client_contacts" USING btree ("client_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_name_unique" ON "clients" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_siren_unique" ON "clients" USING btree ("siren");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sites_client_idx" ON "sites" USING btree ("client_id");