CREATE TABLE "merchant_product_attributes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_product_attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_product_id" integer NOT NULL,
	"title" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_product_vehicles" (
	"merchant_product_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_product_vehicles_merchant_product_id_vehicle_id_pk" PRIMARY KEY("merchant_product_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"sku" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"image" text,
	"status" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"catalogue_product_id" integer,
	"listing_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"sync_job_id" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_sync_jobs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_product_attributes" ADD CONSTRAINT "merchant_product_attributes_merchant_product_id_merchant_products_id_fk" FOREIGN KEY ("merchant_product_id") REFERENCES "public"."merchant_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_product_vehicles" ADD CONSTRAINT "merchant_product_vehicles_merchant_product_id_merchant_products_id_fk" FOREIGN KEY ("merchant_product_id") REFERENCES "public"."merchant_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_products" ADD CONSTRAINT "merchant_products_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_products" ADD CONSTRAINT "merchant_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_sync_jobs" ADD CONSTRAINT "merchant_sync_jobs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_sync_jobs" ADD CONSTRAINT "merchant_sync_jobs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_product_attributes_title_key" ON "merchant_product_attributes" USING btree ("merchant_product_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_products_store_external_key" ON "merchant_products" USING btree ("store_id","external_id");--> statement-breakpoint
CREATE INDEX "merchant_products_team_idx" ON "merchant_products" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "merchant_products_team_status_idx" ON "merchant_products" USING btree ("team_id","status","id");--> statement-breakpoint
CREATE INDEX "merchant_products_team_brand_idx" ON "merchant_products" USING btree ("team_id","brand","id");--> statement-breakpoint
CREATE INDEX "merchant_products_team_sku_idx" ON "merchant_products" USING btree ("team_id",lower("sku"));--> statement-breakpoint
CREATE INDEX "merchant_products_search_trgm" ON "merchant_products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_sync_jobs_open_key" ON "merchant_sync_jobs" USING btree ("store_id") WHERE finished_at is null and cancelled_at is null;--> statement-breakpoint
CREATE INDEX "merchant_sync_jobs_team_idx" ON "merchant_sync_jobs" USING btree ("team_id","created_at");