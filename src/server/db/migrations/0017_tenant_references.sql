-- the parents' (tenant_id, id) keys first: the tenant references below need them
CREATE UNIQUE INDEX "cases_tenant_key" ON "cases" USING btree ("tenant_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_tenant_key" ON "contacts" USING btree ("tenant_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "entities_tenant_key" ON "entities" USING btree ("tenant_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "humans_tenant_key" ON "humans" USING btree ("tenant_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "markets_tenant_key" ON "markets" USING btree ("tenant_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "opportunities_tenant_key" ON "opportunities" USING btree ("tenant_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "policies_tenant_key" ON "policies" USING btree ("tenant_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "submission_versions_tenant_key" ON "submission_versions" USING btree ("tenant_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_tenant_key" ON "submissions" USING btree ("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "loss_history" DROP CONSTRAINT "loss_history_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "opportunities" DROP CONSTRAINT "opportunities_case_id_cases_id_fk";
--> statement-breakpoint
ALTER TABLE "opportunities" DROP CONSTRAINT "opportunities_insured_human_id_humans_id_fk";
--> statement-breakpoint
ALTER TABLE "opportunities" DROP CONSTRAINT "opportunities_insured_entity_id_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "policies" DROP CONSTRAINT "policies_market_id_markets_id_fk";
--> statement-breakpoint
ALTER TABLE "policies" DROP CONSTRAINT "policies_insured_human_id_humans_id_fk";
--> statement-breakpoint
ALTER TABLE "policies" DROP CONSTRAINT "policies_insured_entity_id_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "policy_renewals" DROP CONSTRAINT "policy_renewals_opportunity_id_opportunities_id_fk";
--> statement-breakpoint
ALTER TABLE "prior_carriers" DROP CONSTRAINT "prior_carriers_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "prior_carriers" DROP CONSTRAINT "prior_carriers_market_id_markets_id_fk";
--> statement-breakpoint
ALTER TABLE "proposals" DROP CONSTRAINT "proposals_opportunity_id_opportunities_id_fk";
--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_opportunity_id_opportunities_id_fk";
--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_submission_version_id_submission_versions_id_fk";
--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_market_id_markets_id_fk";
--> statement-breakpoint
ALTER TABLE "submission_versions" DROP CONSTRAINT "submission_versions_submission_id_submissions_id_fk";
--> statement-breakpoint
ALTER TABLE "submissions" DROP CONSTRAINT "submissions_opportunity_id_opportunities_id_fk";
--> statement-breakpoint
ALTER TABLE "submissions" DROP CONSTRAINT "submissions_market_id_markets_id_fk";
--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_case_id_cases_id_fk";
--> statement-breakpoint
ALTER TABLE "loss_history" ADD CONSTRAINT "loss_history__policy_Reference_Id" FOREIGN KEY ("tenant_id","policy_id") REFERENCES "public"."policies"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loss_history" ADD CONSTRAINT "loss_history__opportunity_Reference_Id" FOREIGN KEY ("tenant_id","opportunity_id") REFERENCES "public"."opportunities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities__irys_Case_Reference_Id" FOREIGN KEY ("tenant_id","case_id") REFERENCES "public"."cases"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_human__first_Name_Insured_Reference_Id" FOREIGN KEY ("tenant_id","insured_human_id") REFERENCES "public"."humans"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_entity__first_Name_Insured_Reference_Id" FOREIGN KEY ("tenant_id","insured_entity_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities__first_Name_Insured_Contact_Ref_Id" FOREIGN KEY ("tenant_id","insured_contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies__market_Reference_Id" FOREIGN KEY ("tenant_id","market_id") REFERENCES "public"."markets"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies__opportunity_Reference_Id" FOREIGN KEY ("tenant_id","opportunity_id") REFERENCES "public"."opportunities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_human__first_Name_Insured_Reference_Id" FOREIGN KEY ("tenant_id","insured_human_id") REFERENCES "public"."humans"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_entity__first_Name_Insured_Reference_Id" FOREIGN KEY ("tenant_id","insured_entity_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies__first_Name_Insured_Contact_Ref_Id" FOREIGN KEY ("tenant_id","insured_contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_renewals" ADD CONSTRAINT "policy_renewals__opportunity_Reference_Id" FOREIGN KEY ("tenant_id","opportunity_id") REFERENCES "public"."opportunities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "prior_carriers" ADD CONSTRAINT "prior_carriers__policy_Reference_Id" FOREIGN KEY ("tenant_id","policy_id") REFERENCES "public"."policies"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "prior_carriers" ADD CONSTRAINT "prior_carriers__opportunity_Reference_Id" FOREIGN KEY ("tenant_id","opportunity_id") REFERENCES "public"."opportunities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "prior_carriers" ADD CONSTRAINT "prior_carriers__market_Reference_Id" FOREIGN KEY ("tenant_id","market_id") REFERENCES "public"."markets"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals__opportunity_Reference_Id" FOREIGN KEY ("tenant_id","opportunity_id") REFERENCES "public"."opportunities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes__opportunity_Reference_Id" FOREIGN KEY ("tenant_id","opportunity_id") REFERENCES "public"."opportunities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes__version_Reference_Id" FOREIGN KEY ("tenant_id","submission_version_id") REFERENCES "public"."submission_versions"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes__market_Reference_Id" FOREIGN KEY ("tenant_id","market_id") REFERENCES "public"."markets"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "submission_versions" ADD CONSTRAINT "submission_versions__submission_Reference_Id" FOREIGN KEY ("tenant_id","submission_id") REFERENCES "public"."submissions"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions__opportunity_Reference_Id" FOREIGN KEY ("tenant_id","opportunity_id") REFERENCES "public"."opportunities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions__market_Reference_Id" FOREIGN KEY ("tenant_id","market_id") REFERENCES "public"."markets"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks__irys_Task.case_Reference_Id" FOREIGN KEY ("tenant_id","case_id") REFERENCES "public"."cases"("tenant_id","id") ON DELETE no action ON UPDATE no action;
