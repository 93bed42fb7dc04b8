CREATE TABLE "contact_links" (
	"tenant_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"entity_related_to" uuid,
	"relationship_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_links_contact_id_record_type_record_id_pk" PRIMARY KEY("contact_id","record_type","record_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"contact_type" text NOT NULL,
	"name" text,
	"title" text,
	"preferred_contact_method" text,
	"marketing" boolean DEFAULT true NOT NULL,
	"primary_phone" text,
	"primary_phone_country_code" text,
	"primary_phone_can_sms" boolean DEFAULT false NOT NULL,
	"secondary_phone" text,
	"secondary_phone_country_code" text,
	"secondary_phone_can_sms" boolean DEFAULT false NOT NULL,
	"fax" text,
	"fax_country_code" text,
	"email_address" text,
	"linkedin_url" text,
	"website_url" text,
	"mailing_line1" text,
	"mailing_line2" text,
	"mailing_city" text,
	"mailing_state_code" text,
	"mailing_zip" text,
	"physical_same_as_mailing" boolean DEFAULT false NOT NULL,
	"physical_line1" text,
	"physical_line2" text,
	"physical_city" text,
	"physical_state_code" text,
	"physical_zip" text,
	"version" integer DEFAULT 1 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"name" text NOT NULL,
	"dba" text,
	"legal_entity_type_code" text,
	"entity_description" text,
	"annual_revenue" numeric(14, 2),
	"number_of_employees" integer,
	"date_of_incorporation" date,
	"website_url" text,
	"tax_id_type" text,
	"tax_id_encrypted" text,
	"tax_id_last4" text,
	"is_agency_participant" boolean DEFAULT false NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"profile_image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"open_opportunities" integer DEFAULT 0 NOT NULL,
	"active_policies" integer DEFAULT 0 NOT NULL,
	"active_premium" numeric(14, 2) DEFAULT '0' NOT NULL,
	"search_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "contact_links" ADD CONSTRAINT "contact_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_links" ADD CONSTRAINT "contact_links_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_links" ADD CONSTRAINT "contact_links_entity_related_to_entities_id_fk" FOREIGN KEY ("entity_related_to") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_links_record" ON "contact_links" USING btree ("tenant_id","record_type","record_id");--> statement-breakpoint
CREATE INDEX "entities_tenant_name" ON "entities" USING btree ("tenant_id","name","id") WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "entities_search_trgm" ON "entities" USING gin ("search_name" gin_trgm_ops);