CREATE TABLE "fitment_import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"sku" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"fitment_notes" text,
	"year_from" integer,
	"year_to" integer
);
--> statement-breakpoint
CREATE INDEX "fitment_import_rows_import_idx" ON "fitment_import_rows" USING btree ("import_id");