CREATE TABLE "known_sign_ins" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"window_ends" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "profile_images" ADD COLUMN "record_type" text DEFAULT 'human' NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_images" ALTER COLUMN "record_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "profile_images" ADD COLUMN "record_id" uuid;--> statement-breakpoint
ALTER TABLE "profile_images" ADD COLUMN "created_by" uuid;--> statement-breakpoint
CREATE INDEX "known_sign_ins_last" ON "known_sign_ins" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window" ON "rate_limits" USING btree ("window_ends");--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_images_unlinked" ON "profile_images" USING btree ("created_at") WHERE record_id is null;--> statement-breakpoint
UPDATE "profile_images" p SET "record_id" = h."id" FROM "humans" h WHERE h."tenant_id" = p."tenant_id" AND h."profile_image" = '/v1/profile/' || p."id";