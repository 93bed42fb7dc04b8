ALTER TABLE "opportunities" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "lost_at_stage" text;--> statement-breakpoint
UPDATE "opportunities" o SET "stage_changed_at" = coalesce(
  (SELECT max(a."at") FROM "audit_log" a WHERE a."tenant_id" = o."tenant_id" AND a."record_type" = 'opportunity' AND a."record_id" = o."id" AND a."changes" ? 'stage'),
  o."created_at");--> statement-breakpoint
UPDATE "opportunities" o SET "lost_at_stage" = (
  SELECT a."changes"->'stage'->>'from' FROM "audit_log" a
  WHERE a."tenant_id" = o."tenant_id" AND a."record_type" = 'opportunity' AND a."record_id" = o."id" AND a."changes"->'stage'->>'to' = 'closed_Lost'
  ORDER BY a."id" DESC LIMIT 1)
WHERE o."stage" = 'closed_Lost';
