-- Hand-written (DECISIONS 269): the Admin Portal's scope for members who already hold every module's admin scope.
UPDATE "memberships" SET "scopes" = "scopes" || '["tenant-admin"]'::jsonb
WHERE "scopes" @> '["human-admin","entity-admin","opportunity-admin","policy-admin","market-admin","file-admin","task-admin","case-admin","email-admin","report-admin"]'::jsonb
  AND NOT "scopes" ? 'tenant-admin';
