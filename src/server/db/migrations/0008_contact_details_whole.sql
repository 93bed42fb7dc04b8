ALTER TABLE "contacts" ADD COLUMN "primary_phone_extension" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "primary_phone_type" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "primary_phone_can_call" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "primary_phone_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "secondary_phone_extension" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "secondary_phone_type" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "secondary_phone_can_call" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "secondary_phone_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "fax_extension" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "fax_type" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "fax_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "mailing_line3" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "mailing_line4" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "mailing_county" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "mailing_latitude" double precision;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "mailing_longitude" double precision;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "mailing_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "physical_line3" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "physical_line4" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "physical_county" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "physical_latitude" double precision;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "physical_longitude" double precision;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "physical_verified" boolean DEFAULT false NOT NULL;