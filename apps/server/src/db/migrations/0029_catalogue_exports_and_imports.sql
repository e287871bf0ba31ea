CREATE TABLE "data_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_code" text NOT NULL,
	"email" text NOT NULL,
	"product_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"brand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"export_hour" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_slot_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer,
	"user_id" integer,
	"export_template_id" integer,
	"data_export_id" integer,
	"brand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sub_brand_id" integer,
	"product_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"notify_email" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text,
	"token" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "export_template_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_template_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"export_template_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"original_column" integer NOT NULL,
	"column_title" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"translatable" boolean DEFAULT false NOT NULL,
	"strip_html" boolean DEFAULT false NOT NULL,
	"uppercase" boolean DEFAULT false NOT NULL,
	"character_limit" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"sku" text NOT NULL,
	"attribute_title_id" integer NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "package_import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"sku" text NOT NULL,
	"identifier" text NOT NULL,
	"package_type_id" integer,
	"length" numeric(12, 3),
	"width" numeric(12, 3),
	"height" numeric(12, 3),
	"dimensions_unit" text NOT NULL,
	"weight" numeric(12, 3),
	"weight_unit" text NOT NULL,
	"ships_separate" boolean
);
--> statement-breakpoint
CREATE TABLE "product_import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"title" text,
	"description" text,
	"manufacturer_sku" text,
	"price_cents" integer,
	"record_type" text,
	"published" boolean,
	"country_of_origin" text,
	"product_type_id" integer,
	"sub_brand_id" integer
);
--> statement-breakpoint
CREATE TABLE "fitment_import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"sku" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"fitment_notes" text,
	"year_from" integer,
	"year_to" integer
);
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "context_id" integer;--> statement-breakpoint
ALTER TABLE "export_runs" ADD CONSTRAINT "export_runs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_runs" ADD CONSTRAINT "export_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_runs" ADD CONSTRAINT "export_runs_export_template_id_export_templates_id_fk" FOREIGN KEY ("export_template_id") REFERENCES "public"."export_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_runs" ADD CONSTRAINT "export_runs_data_export_id_data_exports_id_fk" FOREIGN KEY ("data_export_id") REFERENCES "public"."data_exports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_template_fields" ADD CONSTRAINT "export_template_fields_export_template_id_export_templates_id_fk" FOREIGN KEY ("export_template_id") REFERENCES "public"."export_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_templates" ADD CONSTRAINT "export_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_due_idx" ON "data_exports" USING btree ("active","export_hour");--> statement-breakpoint
CREATE UNIQUE INDEX "export_runs_token_key" ON "export_runs" USING btree ("token");--> statement-breakpoint
CREATE INDEX "export_runs_team_idx" ON "export_runs" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "export_runs_pending_idx" ON "export_runs" USING btree ("status","id") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "export_template_fields_template_idx" ON "export_template_fields" USING btree ("export_template_id","position","id");--> statement-breakpoint
CREATE INDEX "export_templates_team_idx" ON "export_templates" USING btree ("team_id","title","id");--> statement-breakpoint
CREATE INDEX "attribute_import_rows_import_idx" ON "attribute_import_rows" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "package_import_rows_import_idx" ON "package_import_rows" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "product_import_rows_import_idx" ON "product_import_rows" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "fitment_import_rows_import_idx" ON "fitment_import_rows" USING btree ("import_id");