CREATE TABLE "external_vehicle_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_vehicle_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL,
	"external_vehicle_id" integer NOT NULL,
	"approved" boolean,
	"match_score" double precision NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_source" text NOT NULL,
	"external_group_id" text NOT NULL,
	"external_id" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"series" text,
	"body" text,
	"year_from" integer,
	"month_from" integer,
	"year_to" integer,
	"month_to" integer,
	"variant" text,
	"engine" text,
	"engine_capacity" numeric(3, 1),
	"fuel_type" text,
	"drive_type" text,
	"transmission" text,
	"kw_power" numeric(4, 0),
	"cylinders" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "needs_reindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "external_vehicle_links" ADD CONSTRAINT "external_vehicle_links_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_vehicle_links" ADD CONSTRAINT "external_vehicle_links_external_vehicle_id_external_vehicles_id_fk" FOREIGN KEY ("external_vehicle_id") REFERENCES "public"."external_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_vehicle_links_pair_key" ON "external_vehicle_links" USING btree ("vehicle_id","external_vehicle_id");--> statement-breakpoint
CREATE INDEX "external_vehicle_links_external_idx" ON "external_vehicle_links" USING btree ("external_vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "external_vehicles_source_id_key" ON "external_vehicles" USING btree ("external_source","external_id");--> statement-breakpoint
CREATE INDEX "external_vehicles_make_model_idx" ON "external_vehicles" USING btree ("make","model");