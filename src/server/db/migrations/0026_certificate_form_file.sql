-- A form's PDF moves to the file store (DECISIONS 350): a form uploaded as base64 before is removed (certificates fall back to ours until its admin uploads it again).
DELETE FROM "certificate_forms";--> statement-breakpoint
ALTER TABLE "certificate_forms" ADD COLUMN "pdf_sha256" text NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_forms" DROP COLUMN "pdf_base64";
