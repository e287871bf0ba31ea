CREATE TABLE "distributor_boxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributor_boxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"name" text NOT NULL,
	"label_size" text DEFAULT '4x6' NOT NULL,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"weight_limit_g" integer NOT NULL,
	"weight_g" integer NOT NULL,
	"internal_buffer_mm" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "distributor_locations" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "distributor_locations" ADD COLUMN "handling_min_cents" integer;--> statement-breakpoint
ALTER TABLE "distributor_locations" ADD COLUMN "handling_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "distributor_locations" ADD COLUMN "handling_max_cents" integer;--> statement-breakpoint
ALTER TABLE "distributor_locations" ADD COLUMN "dispatch_freight_rates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "distributor_locations" ADD COLUMN "dropship_product_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "distributor_locations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "distributor_boxes" ADD CONSTRAINT "distributor_boxes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_boxes" ADD CONSTRAINT "distributor_boxes_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distributor_boxes_team_idx" ON "distributor_boxes" USING btree ("team_id","distributor_id");