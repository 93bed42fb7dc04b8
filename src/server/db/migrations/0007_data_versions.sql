CREATE TABLE "data_versions" (
	"tenant_id" uuid NOT NULL,
	"record_type" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "data_versions_tenant_id_record_type_pk" PRIMARY KEY("tenant_id","record_type")
);
--> statement-breakpoint
ALTER TABLE "data_versions" ADD CONSTRAINT "data_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "data_versions" ("tenant_id", "record_type", "version") SELECT "id", 'human', "humans_version" FROM "tenants";--> statement-breakpoint
ALTER TABLE "tenants" DROP COLUMN "humans_version";