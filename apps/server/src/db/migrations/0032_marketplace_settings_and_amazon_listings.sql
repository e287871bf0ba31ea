CREATE TABLE "amazon_exports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amazon_listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "amazon_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_team_settings" (
	"team_id" integer NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_team_settings_team_id_namespace_key_pk" PRIMARY KEY("team_id","namespace","key")
);
--> statement-breakpoint
ALTER TABLE "amazon_exports" ADD CONSTRAINT "amazon_exports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amazon_listings" ADD CONSTRAINT "amazon_listings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amazon_listings" ADD CONSTRAINT "amazon_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_team_settings" ADD CONSTRAINT "marketplace_team_settings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amazon_exports_team_idx" ON "amazon_exports" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "amazon_listings_team_product_key" ON "amazon_listings" USING btree ("team_id","product_id");--> statement-breakpoint
CREATE INDEX "amazon_listings_team_idx" ON "amazon_listings" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "amazon_listings_product_idx" ON "amazon_listings" USING btree ("product_id");