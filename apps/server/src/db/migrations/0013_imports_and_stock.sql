CREATE TABLE "distributor_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributor_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"account_code" text NOT NULL,
	"sku" text NOT NULL,
	"cost_cents" integer NOT NULL,
	"rrp_cents" integer,
	"effective_from" date,
	"effective_to" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributor_prices_key" UNIQUE NULLS NOT DISTINCT("team_id","account_code","sku","effective_from")
);
--> statement-breakpoint
CREATE TABLE "inventory_import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"location_id" integer NOT NULL,
	"brand_name" text NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"account_code" text NOT NULL,
	"sku" text NOT NULL,
	"cost_cents" integer NOT NULL,
	"rrp_cents" integer,
	"effective_from" date,
	"effective_to" date
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"team_id" integer NOT NULL,
	"import_type" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_row_errors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_row_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"column_name" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"user_id" integer,
	"notify_email" text,
	"import_type" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"file_name" text NOT NULL,
	"file_format" text NOT NULL,
	"file_key" text NOT NULL,
	"file_size" integer NOT NULL,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mapping" jsonb,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"loaded_rows" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"failure_message" text,
	"queued_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "distributor_prices" ADD CONSTRAINT "distributor_prices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_row_errors" ADD CONSTRAINT "import_row_errors_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distributor_prices_team_sku_idx" ON "distributor_prices" USING btree ("team_id","sku");--> statement-breakpoint
CREATE INDEX "inventory_import_rows_import_idx" ON "inventory_import_rows" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "pricing_import_rows_import_idx" ON "pricing_import_rows" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_mappings_team_type_key" ON "import_mappings" USING btree ("team_id","import_type");--> statement-breakpoint
CREATE INDEX "import_row_errors_import_idx" ON "import_row_errors" USING btree ("import_id","line");--> statement-breakpoint
CREATE INDEX "imports_team_type_idx" ON "imports" USING btree ("team_id","import_type","id");--> statement-breakpoint
CREATE INDEX "imports_pending_idx" ON "imports" USING btree ("status","id");