ALTER TABLE "cases" ADD COLUMN "request_type" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "assignee_user_id" uuid;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "binder_number" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "bind_date" date;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;