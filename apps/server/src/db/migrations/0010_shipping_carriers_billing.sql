CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"fulfillment_id" integer,
	"identifier" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"label_status" text DEFAULT 'not_created' NOT NULL,
	"sender" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"reference1" text,
	"reference2" text,
	"reference3" text,
	"quote_id" integer,
	"carrier_id" integer,
	"carrier_service_id" integer,
	"carrier_name" text,
	"service_name" text,
	"private" boolean,
	"booked_cost_cents" integer,
	"tracking_number" text,
	"tracking_url" text,
	"label_url" text,
	"external_job_id" text,
	"booked_at" timestamp with time zone,
	"pickup_date" date,
	"pickup_slot" text,
	"expected_delivery_earliest" date,
	"expected_delivery_latest" date,
	"manifest_id" integer,
	"next_tracking_at" timestamp with time zone,
	"latest_event_status" text,
	"latest_event_description" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"carrier_service_id" integer NOT NULL,
	"carrier_name" text NOT NULL,
	"service_name" text NOT NULL,
	"private" boolean NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"sales_gross_total_cents" integer NOT NULL,
	"chargeable_weight_g" integer NOT NULL,
	"transit_days" integer NOT NULL,
	"pickup_dates" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manifests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manifests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"carrier_id" integer NOT NULL,
	"carrier_name" text NOT NULL,
	"job_reference" text NOT NULL,
	"pickup_date" date NOT NULL,
	"pickup_slot" text,
	"expected_pickup_earliest" timestamp with time zone NOT NULL,
	"expected_pickup_latest" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"pickup_preference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"parcel_id" integer NOT NULL,
	"fulfillment_unit_id" integer,
	"product_id" integer,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_weight_g" integer NOT NULL,
	"unit_value_cents" integer DEFAULT 0 NOT NULL,
	"hs_code" text,
	"country_of_origin" text,
	"dangerous_goods" jsonb
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"label_size" text DEFAULT '4x6' NOT NULL,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"weight_g" integer
);
--> statement-breakpoint
CREATE TABLE "shipping_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"delivery_id" integer,
	"manifest_id" integer,
	"document_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_sandbox_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_sandbox_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carrier_service_id" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"job_id" text NOT NULL,
	"consignment_reference" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_sandbox_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"label_failure" boolean DEFAULT false NOT NULL,
	"booking_failure" text DEFAULT 'none' NOT NULL,
	"tracking_step_seconds" integer DEFAULT 3600 NOT NULL,
	"exception_every" integer DEFAULT 25 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carrier_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"cubic_factor" integer DEFAULT 250 NOT NULL,
	"max_length_mm" integer NOT NULL,
	"max_weight_g" integer NOT NULL,
	"dangerous_goods" boolean DEFAULT false NOT NULL,
	"pickup_days" jsonb NOT NULL,
	"pickup_slots" jsonb NOT NULL,
	"transit_days" jsonb NOT NULL,
	"rates" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carriers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"tracking_url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_accounts" ADD CONSTRAINT "carrier_accounts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_location_id_distributor_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."distributor_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_quotes" ADD CONSTRAINT "delivery_quotes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_quotes" ADD CONSTRAINT "delivery_quotes_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_location_id_distributor_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."distributor_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_items" ADD CONSTRAINT "parcel_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_items" ADD CONSTRAINT "parcel_items_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_documents" ADD CONSTRAINT "shipping_documents_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_documents" ADD CONSTRAINT "shipping_documents_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_documents" ADD CONSTRAINT "shipping_documents_manifest_id_manifests_id_fk" FOREIGN KEY ("manifest_id") REFERENCES "public"."manifests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_sandbox_bookings" ADD CONSTRAINT "carrier_sandbox_bookings_carrier_service_id_carrier_services_id_fk" FOREIGN KEY ("carrier_service_id") REFERENCES "public"."carrier_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_services" ADD CONSTRAINT "carrier_services_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_source_key" ON "invoice_lines" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_team_idx" ON "invoice_lines" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_accounts_team_carrier_key" ON "carrier_accounts" USING btree ("team_id","carrier_id");--> statement-breakpoint
CREATE INDEX "deliveries_team_location_idx" ON "deliveries" USING btree ("team_id","location_id","status","id");--> statement-breakpoint
CREATE INDEX "deliveries_tracking_due_idx" ON "deliveries" USING btree ("next_tracking_at") WHERE next_tracking_at is not null;--> statement-breakpoint
CREATE INDEX "deliveries_manifest_idx" ON "deliveries" USING btree ("manifest_id");--> statement-breakpoint
CREATE INDEX "delivery_quotes_delivery_idx" ON "delivery_quotes" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "manifests_team_idx" ON "manifests" USING btree ("team_id","location_id","id");--> statement-breakpoint
CREATE INDEX "parcel_items_parcel_idx" ON "parcel_items" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "parcels_delivery_idx" ON "parcels" USING btree ("delivery_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_documents_delivery_key" ON "shipping_documents" USING btree ("delivery_id","document_type") WHERE delivery_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_documents_manifest_key" ON "shipping_documents" USING btree ("manifest_id","document_type") WHERE manifest_id is not null;--> statement-breakpoint
CREATE INDEX "tracking_events_delivery_idx" ON "tracking_events" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_sandbox_bookings_tracking_key" ON "carrier_sandbox_bookings" USING btree ("tracking_number");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_sandbox_bookings_job_key" ON "carrier_sandbox_bookings" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_sandbox_bookings_live_reference_key" ON "carrier_sandbox_bookings" USING btree ("consignment_reference") WHERE cancelled_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_services_code_key" ON "carrier_services" USING btree ("carrier_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_code_key" ON "carriers" USING btree ("code");