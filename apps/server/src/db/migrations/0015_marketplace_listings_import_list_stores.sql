CREATE TABLE "seller_agreement_acceptances" (
	"team_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"accepted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_agreement_acceptances_team_id_brand_id_pk" PRIMARY KEY("team_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "import_listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"title" text,
	"description" text,
	"sku" text,
	"handle" text,
	"variant_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_products" (
	"listing_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"attribute_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "listing_products_listing_id_product_id_pk" PRIMARY KEY("listing_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"title" text NOT NULL,
	"handle" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_purchasable" boolean DEFAULT true NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"visible_on_marketplace" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"integrations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"validations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sku_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_subscriptions" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"plan" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publish_jobs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" integer NOT NULL,
	"import_listing_ids" jsonb NOT NULL,
	"store_ids" jsonb NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_search_docs" (
	"id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"brand" text NOT NULL,
	"product_type" text,
	"title" text NOT NULL,
	"sku" text NOT NULL,
	"codes" text NOT NULL,
	"image" text,
	"price_cents" integer,
	"cost_cents" integer,
	"variants" jsonb NOT NULL,
	"has_distribution" boolean DEFAULT false NOT NULL,
	"valid" boolean DEFAULT true NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"imports_count" integer DEFAULT 0 NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || to_tsvector('simple', coalesce(search_text, ''))) STORED,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_agreements" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_store_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_store_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"external_id" text,
	"published_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_store_products" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"title" text NOT NULL,
	"handle" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"variants" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_store_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'normal' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_agreement_acceptances" ADD CONSTRAINT "seller_agreement_acceptances_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_agreement_acceptances" ADD CONSTRAINT "seller_agreement_acceptances_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_listings" ADD CONSTRAINT "import_listings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_listings" ADD CONSTRAINT "import_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_products" ADD CONSTRAINT "listing_products_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_products" ADD CONSTRAINT "listing_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_subscriptions" ADD CONSTRAINT "marketplace_subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_jobs" ADD CONSTRAINT "publish_jobs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_search_docs" ADD CONSTRAINT "marketplace_search_docs_id_listings_id_fk" FOREIGN KEY ("id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_agreements" ADD CONSTRAINT "seller_agreements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_store_products" ADD CONSTRAINT "merchant_store_products_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_store_products" ADD CONSTRAINT "merchant_store_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_store_products" ADD CONSTRAINT "merchant_store_products_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_listings_team_listing_key" ON "import_listings" USING btree ("team_id","listing_id");--> statement-breakpoint
CREATE INDEX "import_listings_team_idx" ON "import_listings" USING btree ("team_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_products_product_key" ON "listing_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "listings_team_updated_idx" ON "listings" USING btree ("team_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "listings_brand_idx" ON "listings" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "publish_jobs_team_idx" ON "publish_jobs" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "marketplace_search_docs_vector_idx" ON "marketplace_search_docs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "marketplace_search_docs_codes_trgm" ON "marketplace_search_docs" USING gin ("codes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marketplace_search_docs_sku_idx" ON "marketplace_search_docs" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "marketplace_search_docs_cost_idx" ON "marketplace_search_docs" USING btree ("visible","cost_cents","id");--> statement-breakpoint
CREATE INDEX "marketplace_search_docs_new_idx" ON "marketplace_search_docs" USING btree ("visible","created_at","id");--> statement-breakpoint
CREATE INDEX "marketplace_search_docs_orders_idx" ON "marketplace_search_docs" USING btree ("visible","orders_count","id");--> statement-breakpoint
CREATE INDEX "marketplace_search_docs_imports_idx" ON "marketplace_search_docs" USING btree ("visible","imports_count","id");--> statement-breakpoint
CREATE INDEX "marketplace_search_docs_brand_idx" ON "marketplace_search_docs" USING btree ("brand_id","cost_cents","id");--> statement-breakpoint
CREATE INDEX "marketplace_search_docs_type_idx" ON "marketplace_search_docs" USING btree ("product_type","cost_cents","id");--> statement-breakpoint
CREATE INDEX "marketplace_search_docs_team_idx" ON "marketplace_search_docs" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_store_products_store_listing_key" ON "merchant_store_products" USING btree ("store_id","listing_id");--> statement-breakpoint
CREATE INDEX "merchant_store_products_team_listing_idx" ON "merchant_store_products" USING btree ("team_id","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_store_products_source_key" ON "sandbox_store_products" USING btree ("store_id","source_key");--> statement-breakpoint
CREATE INDEX "sandbox_store_products_store_idx" ON "sandbox_store_products" USING btree ("store_id","updated_at");