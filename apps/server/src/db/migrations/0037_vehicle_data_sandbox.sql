CREATE TABLE "sandbox_vehicle_data_records" (
	"source" text NOT NULL,
	"record_id" text NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_vehicle_data_records_source_record_id_pk" PRIMARY KEY("source","record_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_vehicle_data_sources" (
	"source" text PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'normal' NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
