CREATE TABLE "human_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"search_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dob" date
);
--> statement-breakpoint
CREATE TABLE "entity_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"search_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"date_of_incorporation" date
);
--> statement-breakpoint
CREATE TABLE "opportunity_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"search_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"insured_name" text NOT NULL,
	"expected_close_date" date,
	"premium" numeric(14, 2) NOT NULL,
	"revenue" numeric(14, 2) NOT NULL,
	"stage" text NOT NULL,
	"opportunity_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"search_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"effective_date" date NOT NULL,
	"expiration_date" date NOT NULL,
	"carrier_policy_number" text,
	"insured_name" text NOT NULL,
	"market_name" text NOT NULL,
	"actual_premium" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "human_search" ADD CONSTRAINT "human_search_record" FOREIGN KEY ("tenant_id","id") REFERENCES "public"."humans"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_search" ADD CONSTRAINT "entity_search_record" FOREIGN KEY ("tenant_id","id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_search" ADD CONSTRAINT "opportunity_search_record" FOREIGN KEY ("tenant_id","id") REFERENCES "public"."opportunities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_search" ADD CONSTRAINT "policy_search_record" FOREIGN KEY ("tenant_id","id") REFERENCES "public"."policies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A list's search rows (DECISIONS 445), kept by the database in the write's own transaction: the rows a statement
-- wrote to a list's table that are on the list (the trigger's second argument) are copied into its search table (the
-- first) by the search table's own columns, those that left it are removed; a deleted record's go by the foreign key.
CREATE FUNCTION search_rows_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  search_table regclass := TG_ARGV[0]::regclass;
  on_list text := TG_ARGV[1];
  columns text;
  updates text;
BEGIN
  SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum), string_agg(format('%1$I = excluded.%1$I', attname), ', ' ORDER BY attnum)
    INTO columns, updates FROM pg_attribute WHERE attrelid = search_table AND attnum > 0 AND NOT attisdropped;
  IF TG_OP = 'UPDATE' THEN
    EXECUTE format('DELETE FROM %s WHERE id IN (SELECT id FROM new_rows WHERE NOT (%s))', search_table, on_list);
  END IF;
  EXECUTE format('INSERT INTO %1$s AS kept (%2$s) SELECT %2$s FROM new_rows WHERE %3$s ON CONFLICT (id) DO UPDATE SET %4$s WHERE (kept.*) IS DISTINCT FROM (excluded.*)',
    search_table, columns, on_list, updates);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  list text[];
BEGIN
  FOREACH list SLICE 1 IN ARRAY ARRAY[['human_search', 'humans', 'retired_at IS NULL'], ['entity_search', 'entities', 'retired_at IS NULL'], ['opportunity_search', 'opportunities', 'retired_at IS NULL'], ['policy_search', 'policies', 'retired_at IS NULL AND is_latest']] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_insert AFTER INSERT ON %2$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_kept(%1$L, %3$L)', list[1], list[2], list[3]);
    EXECUTE format('CREATE TRIGGER %1$s_update AFTER UPDATE ON %2$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_kept(%1$L, %3$L)', list[1], list[2], list[3]);
    -- the rows on the list when the migration runs
    EXECUTE format('INSERT INTO %1$I (%4$s) SELECT %4$s FROM %2$I WHERE %3$s', list[1], list[2], list[3],
      (SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) FROM pg_attribute WHERE attrelid = list[1]::regclass AND attnum > 0 AND NOT attisdropped));
  END LOOP;
END $$;
--> statement-breakpoint
-- the trigram indexes built after the copy (one build, instead of each row through the index's pending list)
CREATE INDEX "human_search_trgm" ON "human_search" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entity_search_trgm" ON "entity_search" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunity_search_trgm" ON "opportunity_search" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policy_search_trgm" ON "policy_search" USING gin ("search_name" gin_trgm_ops);
