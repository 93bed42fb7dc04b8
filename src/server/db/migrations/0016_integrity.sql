CREATE TABLE "policy_renewals" (
	"tenant_id" uuid NOT NULL,
	"master_policy_id" uuid NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "policy_renewals_opportunity_id_master_policy_id_pk" PRIMARY KEY("opportunity_id","master_policy_id")
);
--> statement-breakpoint
ALTER TABLE "entities" ALTER COLUMN "active_premium" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "entities" ALTER COLUMN "active_premium" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "humans" ALTER COLUMN "active_premium" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "humans" ALTER COLUMN "active_premium" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "policy_renewals" ADD CONSTRAINT "policy_renewals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_renewals" ADD CONSTRAINT "policy_renewals_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_renewals_live" ON "policy_renewals" USING btree ("tenant_id","master_policy_id") WHERE retired_at is null;--> statement-breakpoint
INSERT INTO "policy_renewals" ("tenant_id", "master_policy_id", "opportunity_id")
SELECT o.tenant_id, p.id::uuid, o.id FROM "opportunities" o CROSS JOIN LATERAL unnest(o.renewal_of_policy_ids) AS p(id)
WHERE o.retired_at IS NULL ORDER BY o.created_at, o.id
ON CONFLICT DO NOTHING;
