CREATE TABLE "external_vehicle_group_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_vehicle_group_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_source" text NOT NULL,
	"external_group_id" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_term_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_term_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_source" text NOT NULL,
	"section" text NOT NULL,
	"term" text NOT NULL,
	"internal_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_vehicles" ADD COLUMN "vehicle_translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "external_vehicle_group_translations_key" ON "external_vehicle_group_translations" USING btree ("external_source","external_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_term_translations_key" ON "vehicle_term_translations" USING btree ("external_source","section","term");