CREATE TABLE "distributor_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributor_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"country_code" text DEFAULT 'AU' NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"contact_person" text,
	"contact_phone" text,
	"contact_email" text,
	"consignment_email" text,
	"pickup_instructions" text,
	"active" boolean DEFAULT true NOT NULL,
	"accept_po_box_addresses" boolean DEFAULT false NOT NULL,
	"shipping_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pickup_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"stripe_connect_onboarded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"distributor_location_id" integer NOT NULL,
	"product_id" integer,
	"sku" text NOT NULL,
	"brand_name" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_application_vehicles" (
	"vehicle_application_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"fitment_notes" text,
	"year_from" integer,
	"month_from" integer,
	"year_to" integer,
	"month_to" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_bodies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_bodies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_drive_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_drive_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_fuel_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_fuel_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_makes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_make_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_transmissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_transmissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_make_id" integer NOT NULL,
	"vehicle_model_id" integer NOT NULL,
	"series" text DEFAULT '' NOT NULL,
	"variant" text,
	"vehicle_body_id" integer,
	"year_from" integer NOT NULL,
	"month_from" integer DEFAULT 1 NOT NULL,
	"year_to" integer,
	"month_to" integer,
	"engine" text,
	"cylinders" integer,
	"engine_capacity" numeric(3, 1),
	"kw_power" integer,
	"vehicle_fuel_type_id" integer,
	"vehicle_drive_type_id" integer,
	"vehicle_transmission_id" integer,
	"doors" integer,
	"tecdoc_id" integer,
	"autoinfo_id" text,
	"source" text DEFAULT 'Partsflow' NOT NULL,
	"market" text DEFAULT 'AU' NOT NULL,
	"status" text,
	"swd_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"platform" text DEFAULT 'sandbox' NOT NULL,
	"domain" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "distributor_locations" ADD CONSTRAINT "distributor_locations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_locations" ADD CONSTRAINT "distributor_locations_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_distributor_location_id_distributor_locations_id_fk" FOREIGN KEY ("distributor_location_id") REFERENCES "public"."distributor_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_application_vehicles" ADD CONSTRAINT "vehicle_application_vehicles_vehicle_application_id_vehicle_applications_id_fk" FOREIGN KEY ("vehicle_application_id") REFERENCES "public"."vehicle_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_application_vehicles" ADD CONSTRAINT "vehicle_application_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_vehicle_make_id_vehicle_makes_id_fk" FOREIGN KEY ("vehicle_make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_make_id_vehicle_makes_id_fk" FOREIGN KEY ("vehicle_make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_body_id_vehicle_bodies_id_fk" FOREIGN KEY ("vehicle_body_id") REFERENCES "public"."vehicle_bodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_fuel_type_id_vehicle_fuel_types_id_fk" FOREIGN KEY ("vehicle_fuel_type_id") REFERENCES "public"."vehicle_fuel_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_drive_type_id_vehicle_drive_types_id_fk" FOREIGN KEY ("vehicle_drive_type_id") REFERENCES "public"."vehicle_drive_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_transmission_id_vehicle_transmissions_id_fk" FOREIGN KEY ("vehicle_transmission_id") REFERENCES "public"."vehicle_transmissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distributor_locations_code_key" ON "distributor_locations" USING btree ("distributor_id","code");--> statement-breakpoint
CREATE INDEX "distributor_locations_team_idx" ON "distributor_locations" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distributors_team_key" ON "distributors" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_location_sku_key" ON "inventory_items" USING btree ("distributor_location_id","brand_name","sku");--> statement-breakpoint
CREATE INDEX "inventory_items_team_idx" ON "inventory_items" USING btree ("team_id","sku");--> statement-breakpoint
CREATE INDEX "inventory_items_product_idx" ON "inventory_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_application_vehicles_key" ON "vehicle_application_vehicles" USING btree ("vehicle_application_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicle_application_vehicles_vehicle_idx" ON "vehicle_application_vehicles" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicle_applications_product_idx" ON "vehicle_applications" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_bodies_name_key" ON "vehicle_bodies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_drive_types_name_key" ON "vehicle_drive_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_fuel_types_name_key" ON "vehicle_fuel_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_makes_name_key" ON "vehicle_makes" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_make_name_key" ON "vehicle_models" USING btree ("vehicle_make_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_transmissions_name_key" ON "vehicle_transmissions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "vehicles_make_model_idx" ON "vehicles" USING btree ("vehicle_make_id","vehicle_model_id","year_from");--> statement-breakpoint
CREATE INDEX "vehicles_series_trgm" ON "vehicles" USING gin ("series" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_team_idx" ON "stores" USING btree ("team_id");