CREATE TABLE "sandbox_store_fulfillments" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"source_key" text NOT NULL,
	"status" text DEFAULT 'success' NOT NULL,
	"line_items" jsonb NOT NULL,
	"tracking_company" text,
	"tracking_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tracking_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notify_customer" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fulfillments" ADD COLUMN "store_fulfillment_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fulfillments" ADD COLUMN "store_fulfillment_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_store_fulfillments_source_key" ON "sandbox_store_fulfillments" USING btree ("store_id","source_key");--> statement-breakpoint
CREATE INDEX "sandbox_store_fulfillments_order_idx" ON "sandbox_store_fulfillments" USING btree ("store_id","order_id","created_at");