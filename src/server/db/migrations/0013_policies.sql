CREATE TABLE "lines_of_business" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer DEFAULT 1000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loss_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"policy_id" uuid,
	"opportunity_id" uuid,
	"date_reported" date,
	"date_of_claim" date,
	"paid_amount" numeric(14, 2),
	"reserved_amount" numeric(14, 2),
	"claim_open" boolean DEFAULT false NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"name" text NOT NULL,
	"market_type" text NOT NULL,
	"description" text,
	"image" text,
	"naic_code" text,
	"website_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"master_policy_id" uuid NOT NULL,
	"policy_version" integer DEFAULT 1 NOT NULL,
	"is_latest" boolean DEFAULT true NOT NULL,
	"market_id" uuid NOT NULL,
	"market_type" text NOT NULL,
	"market_name" text NOT NULL,
	"opportunity_id" uuid,
	"carrier_policy_number" text,
	"insured_type" text NOT NULL,
	"insured_human_id" uuid,
	"insured_entity_id" uuid,
	"insured_contact_id" uuid,
	"insured_name" text NOT NULL,
	"policy_type" text NOT NULL,
	"effective_date" date NOT NULL,
	"expiration_date" date NOT NULL,
	"status" text NOT NULL,
	"version_title" text,
	"billing_type" text,
	"is_financed" boolean DEFAULT false NOT NULL,
	"installment_type" text,
	"description" text,
	"description_of_operations" text,
	"minimum_earned_premium" numeric(14, 2),
	"minimum_earned_premium_type" text,
	"lines" jsonb NOT NULL,
	"lob_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"fees" jsonb NOT NULL,
	"taxes" jsonb NOT NULL,
	"participants" jsonb NOT NULL,
	"actual_premium" numeric(14, 2) DEFAULT '0' NOT NULL,
	"actual_commission" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_taxes" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	"change_effective_date" date,
	"change_summary" jsonb,
	"cancel_date" date,
	"cancel_reason" text,
	"return_premium" numeric(14, 2),
	"search_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "policy_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"draft" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "prior_carriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"policy_id" uuid,
	"opportunity_id" uuid,
	"market_id" uuid,
	"carrier_policy_number" text,
	"effective_date" date,
	"expiration_date" date,
	"premium" numeric(14, 2),
	"lob_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "policy_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "market_id" uuid;--> statement-breakpoint
ALTER TABLE "loss_history" ADD CONSTRAINT "loss_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loss_history" ADD CONSTRAINT "loss_history_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loss_history" ADD CONSTRAINT "loss_history_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loss_history" ADD CONSTRAINT "loss_history_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_insured_human_id_humans_id_fk" FOREIGN KEY ("insured_human_id") REFERENCES "public"."humans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_insured_entity_id_entities_id_fk" FOREIGN KEY ("insured_entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_drafts" ADD CONSTRAINT "policy_drafts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_drafts" ADD CONSTRAINT "policy_drafts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_drafts" ADD CONSTRAINT "policy_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_drafts" ADD CONSTRAINT "policy_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_carriers" ADD CONSTRAINT "prior_carriers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_carriers" ADD CONSTRAINT "prior_carriers_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_carriers" ADD CONSTRAINT "prior_carriers_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_carriers" ADD CONSTRAINT "prior_carriers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_carriers" ADD CONSTRAINT "prior_carriers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lines_of_business_code" ON "lines_of_business" USING btree ("code");--> statement-breakpoint
CREATE INDEX "loss_history_policy" ON "loss_history" USING btree ("tenant_id","policy_id") WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "markets_tenant_name" ON "markets" USING btree ("tenant_id","name","id") WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "markets_search_trgm" ON "markets" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policies_tenant_latest" ON "policies" USING btree ("tenant_id","effective_date","id") WHERE retired_at is null and is_latest;--> statement-breakpoint
CREATE INDEX "policies_master" ON "policies" USING btree ("tenant_id","master_policy_id");--> statement-breakpoint
CREATE INDEX "policies_human" ON "policies" USING btree ("tenant_id","insured_human_id") WHERE retired_at is null and is_latest;--> statement-breakpoint
CREATE INDEX "policies_entity" ON "policies" USING btree ("tenant_id","insured_entity_id") WHERE retired_at is null and is_latest;--> statement-breakpoint
CREATE INDEX "policies_market" ON "policies" USING btree ("tenant_id","market_id") WHERE retired_at is null and is_latest;--> statement-breakpoint
CREATE INDEX "policies_search_trgm" ON "policies" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policy_drafts_owner" ON "policy_drafts" USING btree ("tenant_id","owner_user_id") WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "prior_carriers_policy" ON "prior_carriers" USING btree ("tenant_id","policy_id") WHERE retired_at is null;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_policy" ON "files" USING btree ("tenant_id","policy_id") WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "files_market" ON "files" USING btree ("tenant_id","market_id") WHERE retired_at is null;