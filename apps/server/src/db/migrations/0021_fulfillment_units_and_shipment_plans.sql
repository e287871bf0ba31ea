CREATE TABLE "fulfillment_units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fulfillment_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"fulfillment_id" integer NOT NULL,
	"fulfillment_item_id" integer,
	"position" integer NOT NULL,
	"product_id" integer,
	"package_id" integer,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"label" text,
	"quantity" integer NOT NULL,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"weight_g" integer,
	"ships_separate" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"source_identifier" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_value_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "plan_reason" jsonb;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "packing_method" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "distributor_box_id" integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "layout" jsonb;--> statement-breakpoint
ALTER TABLE "fulfillment_units" ADD CONSTRAINT "fulfillment_units_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_units" ADD CONSTRAINT "fulfillment_units_fulfillment_id_fulfillments_id_fk" FOREIGN KEY ("fulfillment_id") REFERENCES "public"."fulfillments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_units" ADD CONSTRAINT "fulfillment_units_fulfillment_item_id_fulfillment_items_id_fk" FOREIGN KEY ("fulfillment_item_id") REFERENCES "public"."fulfillment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfillment_units_fulfillment_idx" ON "fulfillment_units" USING btree ("fulfillment_id","position");--> statement-breakpoint
CREATE INDEX "deliveries_fulfillment_idx" ON "deliveries" USING btree ("fulfillment_id") WHERE fulfillment_id is not null;