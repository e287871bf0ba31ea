CREATE TABLE "pending_billing_charges" (
	"charge_id" text PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"store_id" integer,
	"price_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plate_search_subscriptions" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"price_id" text NOT NULL,
	"charge_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"total_usage" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_subscriptions" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"plan_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"plan_price_cents" integer NOT NULL,
	"billing_cycle" text NOT NULL,
	"plan_status" text NOT NULL,
	"charge_id" text NOT NULL,
	"billing_on" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancelled_on" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_sync_errors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_sync_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_sync_integrations" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"inventory_sync_enabled" boolean DEFAULT true NOT NULL,
	"conflict_resolution_strategy" text DEFAULT 'most_recent' NOT NULL,
	"location_mappings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_sync" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_billing_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"customer" text NOT NULL,
	"price_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"interval" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_store_inventory_levels" (
	"store_id" integer NOT NULL,
	"location_id" text NOT NULL,
	"sku" text NOT NULL,
	"available" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_store_locations" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_subscriptions" ADD COLUMN "listings_limit" integer;--> statement-breakpoint
ALTER TABLE "pending_billing_charges" ADD CONSTRAINT "pending_billing_charges_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_billing_charges" ADD CONSTRAINT "pending_billing_charges_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_search_subscriptions" ADD CONSTRAINT "plate_search_subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_subscriptions" ADD CONSTRAINT "store_subscriptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_subscriptions" ADD CONSTRAINT "store_subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_sync_errors" ADD CONSTRAINT "inventory_sync_errors_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_sync_integrations" ADD CONSTRAINT "inventory_sync_integrations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_sync_integrations" ADD CONSTRAINT "inventory_sync_integrations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_subscriptions_team_idx" ON "store_subscriptions" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "inventory_sync_errors_store_idx" ON "inventory_sync_errors" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_billing_charges_customer_idx" ON "sandbox_billing_charges" USING btree ("customer");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_store_inventory_levels_key" ON "sandbox_store_inventory_levels" USING btree ("store_id","location_id","sku");