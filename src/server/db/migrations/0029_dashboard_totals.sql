CREATE TABLE "dashboard_totals" (
	"tenant_id" uuid NOT NULL,
	"figure" text NOT NULL,
	"user_id" uuid,
	"market_id" uuid,
	"subject" text,
	"kind" text,
	"day" date,
	"until" date,
	"count" bigint NOT NULL,
	"premium" numeric(16, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_totals" ADD CONSTRAINT "dashboard_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_totals_figure" ON "dashboard_totals" USING btree ("tenant_id","figure","day");--> statement-breakpoint
-- The dashboard's figures, kept by the database on every write in the write's transaction (DECISIONS 363):
-- each statement adds its changes as rows (old rows subtracted, new rows added), so no writer waits on another here.
-- 'opportunities': live opportunities by assignee and stage; 'written_month' and 'written_market': latest live
-- policies by month of their effective date and status, with their type or their market; 'expiring': latest live policies without a live renewal, by
-- expiration date, cancel date and status; 'work': a count of the rows written to cases, tasks, their assignees
-- and opportunities (a version: what the signed-in user's cases are counted from changed).
CREATE FUNCTION dashboard_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  side record;
BEGIN
  FOR side IN SELECT * FROM (VALUES ('old_rows', -1), ('new_rows', 1)) AS v(name, sign)
      WHERE (name = 'old_rows' AND TG_OP <> 'INSERT') OR (name = 'new_rows' AND TG_OP <> 'DELETE') LOOP
    IF TG_TABLE_NAME = 'opportunities' THEN
      EXECUTE format($q$INSERT INTO dashboard_totals (tenant_id, figure, user_id, subject, count, premium)
        SELECT tenant_id, 'opportunities', assignee_user_id, stage, %2$s * count(*), %2$s * sum(premium)
        FROM %1$I WHERE retired_at IS NULL GROUP BY tenant_id, assignee_user_id, stage$q$, side.name, side.sign);
    ELSIF TG_TABLE_NAME = 'policies' THEN
      EXECUTE format($q$INSERT INTO dashboard_totals (tenant_id, figure, subject, kind, day, count, premium)
        SELECT tenant_id, 'written_month', status, policy_type, date_trunc('month', effective_date)::date, %2$s * count(*), %2$s * sum(actual_premium)
        FROM %1$I WHERE retired_at IS NULL AND is_latest GROUP BY 1, 3, 4, 5$q$, side.name, side.sign);
      EXECUTE format($q$INSERT INTO dashboard_totals (tenant_id, figure, market_id, subject, day, count, premium)
        SELECT tenant_id, 'written_market', market_id, status, date_trunc('month', effective_date)::date, %2$s * count(*), %2$s * sum(actual_premium)
        FROM %1$I WHERE retired_at IS NULL AND is_latest GROUP BY 1, 3, 4, 5$q$, side.name, side.sign);
      EXECUTE format($q$INSERT INTO dashboard_totals (tenant_id, figure, subject, day, until, count, premium)
        SELECT tenant_id, 'expiring', status, expiration_date, cancel_date, %2$s * count(*), %2$s * sum(actual_premium)
        FROM %1$I p WHERE retired_at IS NULL AND is_latest AND NOT EXISTS (SELECT 1 FROM policy_renewals r
          WHERE r.tenant_id = p.tenant_id AND r.master_policy_id = p.master_policy_id AND r.retired_at IS NULL)
        GROUP BY 1, 3, 4, 5$q$, side.name, side.sign);
    ELSIF TG_TABLE_NAME = 'policy_renewals' THEN
      -- a live renewal takes its policies off 'expiring' (a live one removed puts them back): the opposite sign
      EXECUTE format($q$INSERT INTO dashboard_totals (tenant_id, figure, subject, day, until, count, premium)
        SELECT p.tenant_id, 'expiring', p.status, p.expiration_date, p.cancel_date, %2$s * count(*), %2$s * sum(p.actual_premium)
        FROM %1$I r JOIN policies p ON p.tenant_id = r.tenant_id AND p.master_policy_id = r.master_policy_id AND p.retired_at IS NULL AND p.is_latest
        WHERE r.retired_at IS NULL GROUP BY 1, 3, 4, 5$q$, side.name, -side.sign);
    END IF;
    IF TG_TABLE_NAME IN ('cases', 'tasks', 'task_assignees', 'opportunities') THEN
      EXECUTE format($q$INSERT INTO dashboard_totals (tenant_id, figure, count) SELECT tenant_id, 'work', count(*) FROM %1$I GROUP BY tenant_id$q$, side.name);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['opportunities', 'policies', 'policy_renewals', 'cases', 'tasks', 'task_assignees'] LOOP
    EXECUTE format('CREATE TRIGGER dashboard_totals_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_totals_changed()', source);
    EXECUTE format('CREATE TRIGGER dashboard_totals_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_totals_changed()', source);
    EXECUTE format('CREATE TRIGGER dashboard_totals_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_totals_changed()', source);
  END LOOP;
END $$;
--> statement-breakpoint
-- the figures as the books stand when the migration runs
INSERT INTO dashboard_totals (tenant_id, figure, user_id, subject, count, premium)
  SELECT tenant_id, 'opportunities', assignee_user_id, stage, count(*), sum(premium) FROM opportunities WHERE retired_at IS NULL GROUP BY 1, 3, 4;
--> statement-breakpoint
INSERT INTO dashboard_totals (tenant_id, figure, subject, kind, day, count, premium)
  SELECT tenant_id, 'written_month', status, policy_type, date_trunc('month', effective_date)::date, count(*), sum(actual_premium)
  FROM policies WHERE retired_at IS NULL AND is_latest GROUP BY 1, 3, 4, 5;
--> statement-breakpoint
INSERT INTO dashboard_totals (tenant_id, figure, market_id, subject, day, count, premium)
  SELECT tenant_id, 'written_market', market_id, status, date_trunc('month', effective_date)::date, count(*), sum(actual_premium)
  FROM policies WHERE retired_at IS NULL AND is_latest GROUP BY 1, 3, 4, 5;
--> statement-breakpoint
INSERT INTO dashboard_totals (tenant_id, figure, subject, day, until, count, premium)
  SELECT tenant_id, 'expiring', status, expiration_date, cancel_date, count(*), sum(actual_premium)
  FROM policies p WHERE retired_at IS NULL AND is_latest AND NOT EXISTS (SELECT 1 FROM policy_renewals r
    WHERE r.tenant_id = p.tenant_id AND r.master_policy_id = p.master_policy_id AND r.retired_at IS NULL)
  GROUP BY 1, 3, 4, 5;
