CREATE TABLE "distributor_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributor_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"account_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfillment_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fulfillment_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"fulfillment_id" integer NOT NULL,
	"fulfillment_order_item_id" integer NOT NULL,
	"store_sku" text NOT NULL,
	"catalogue_sku" text,
	"product_title" text NOT NULL,
	"product_brand" text,
	"price_cents" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfillment_order_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fulfillment_order_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"fulfillment_order_id" integer NOT NULL,
	"fulfillment_id" integer,
	"status" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfillment_order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fulfillment_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"fulfillment_order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"store_line_id" text NOT NULL,
	"store_sku" text NOT NULL,
	"product_id" integer,
	"catalogue_sku" text,
	"product_title" text NOT NULL,
	"product_brand" text,
	"quantity" integer NOT NULL,
	"store_price_cents" integer NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfillment_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fulfillment_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"store_name" text NOT NULL,
	"store_order_id" text NOT NULL,
	"fulfillment_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"customer" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"charges_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"items_count" integer DEFAULT 0 NOT NULL,
	"fulfillments_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED,
	"ordered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfillments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fulfillments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"fulfillment_order_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"distributor_team_id" integer NOT NULL,
	"distributor_location_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"distributor_order_id" text,
	"account_code" text,
	"rejection_reason" text,
	"merchant_message" text,
	"cancellation_status" text,
	"shipping_charges_cents" integer DEFAULT 0 NOT NULL,
	"shipping_tax_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_webhook_secrets" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_store_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"number" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "distributor_accounts" ADD CONSTRAINT "distributor_accounts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_accounts" ADD CONSTRAINT "distributor_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_accounts" ADD CONSTRAINT "distributor_accounts_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_items" ADD CONSTRAINT "fulfillment_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_items" ADD CONSTRAINT "fulfillment_items_fulfillment_id_fulfillments_id_fk" FOREIGN KEY ("fulfillment_id") REFERENCES "public"."fulfillments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_items" ADD CONSTRAINT "fulfillment_items_fulfillment_order_item_id_fulfillment_order_items_id_fk" FOREIGN KEY ("fulfillment_order_item_id") REFERENCES "public"."fulfillment_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_order_history" ADD CONSTRAINT "fulfillment_order_history_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_order_history" ADD CONSTRAINT "fulfillment_order_history_fulfillment_order_id_fulfillment_orders_id_fk" FOREIGN KEY ("fulfillment_order_id") REFERENCES "public"."fulfillment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_order_items" ADD CONSTRAINT "fulfillment_order_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_order_items" ADD CONSTRAINT "fulfillment_order_items_fulfillment_order_id_fulfillment_orders_id_fk" FOREIGN KEY ("fulfillment_order_id") REFERENCES "public"."fulfillment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_orders" ADD CONSTRAINT "fulfillment_orders_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_orders" ADD CONSTRAINT "fulfillment_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillments" ADD CONSTRAINT "fulfillments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillments" ADD CONSTRAINT "fulfillments_fulfillment_order_id_fulfillment_orders_id_fk" FOREIGN KEY ("fulfillment_order_id") REFERENCES "public"."fulfillment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillments" ADD CONSTRAINT "fulfillments_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillments" ADD CONSTRAINT "fulfillments_distributor_team_id_teams_id_fk" FOREIGN KEY ("distributor_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillments" ADD CONSTRAINT "fulfillments_distributor_location_id_distributor_locations_id_fk" FOREIGN KEY ("distributor_location_id") REFERENCES "public"."distributor_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_webhook_secrets" ADD CONSTRAINT "store_webhook_secrets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_webhook_secrets" ADD CONSTRAINT "store_webhook_secrets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distributor_accounts_store_distributor_key" ON "distributor_accounts" USING btree ("store_id","distributor_id");--> statement-breakpoint
CREATE INDEX "distributor_accounts_team_idx" ON "distributor_accounts" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "fulfillment_items_fulfillment_idx" ON "fulfillment_items" USING btree ("fulfillment_id");--> statement-breakpoint
CREATE INDEX "fulfillment_order_history_order_idx" ON "fulfillment_order_history" USING btree ("fulfillment_order_id","id");--> statement-breakpoint
CREATE INDEX "fulfillment_order_items_order_idx" ON "fulfillment_order_items" USING btree ("fulfillment_order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "fulfillment_orders_store_order_key" ON "fulfillment_orders" USING btree ("store_id","store_order_id");--> statement-breakpoint
CREATE INDEX "fulfillment_orders_team_created_idx" ON "fulfillment_orders" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fulfillment_orders_name_trgm_idx" ON "fulfillment_orders" USING gin ("fulfillment_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fulfillment_orders_search_idx" ON "fulfillment_orders" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "fulfillment_orders_team_total_idx" ON "fulfillment_orders" USING btree ("team_id","total_cents","id");--> statement-breakpoint
CREATE INDEX "fulfillment_orders_team_status_idx" ON "fulfillment_orders" USING btree ("team_id","status","id");--> statement-breakpoint
CREATE INDEX "fulfillments_order_idx" ON "fulfillments" USING btree ("fulfillment_order_id");--> statement-breakpoint
CREATE INDEX "fulfillments_distributor_location_idx" ON "fulfillments" USING btree ("distributor_team_id","distributor_location_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_store_orders_number_key" ON "sandbox_store_orders" USING btree ("store_id","number");