-- the parent's (tenant_id, id) key first: the tenant references below need it
CREATE UNIQUE INDEX "files_tenant_key" ON "files" USING btree ("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "file_versions" DROP CONSTRAINT "file_versions_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_case_id_cases_id_fk";
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_market_id_markets_id_fk";
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_related_human_id_humans_id_fk";
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_related_entity_id_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "file_versions" ADD CONSTRAINT "file_versions__file_Reference_Id" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files__irys_Case_Reference_Id" FOREIGN KEY ("tenant_id","case_id") REFERENCES "public"."cases"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files__policy_Reference_Id" FOREIGN KEY ("tenant_id","policy_id") REFERENCES "public"."policies"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files__market_Reference_Id" FOREIGN KEY ("tenant_id","market_id") REFERENCES "public"."markets"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_human__related_To" FOREIGN KEY ("tenant_id","related_human_id") REFERENCES "public"."humans"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_entity__related_To" FOREIGN KEY ("tenant_id","related_entity_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
