CREATE TABLE "attribute_import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"sku" text NOT NULL,
	"attribute_title_id" integer NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "package_import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"sku" text NOT NULL,
	"identifier" text NOT NULL,
	"package_type_id" integer,
	"length" numeric(12, 3),
	"width" numeric(12, 3),
	"height" numeric(12, 3),
	"dimensions_unit" text NOT NULL,
	"weight" numeric(12, 3),
	"weight_unit" text NOT NULL,
	"ships_separate" boolean
);
--> statement-breakpoint
CREATE TABLE "product_import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"title" text,
	"description" text,
	"manufacturer_sku" text,
	"price_cents" integer,
	"record_type" text,
	"published" boolean,
	"country_of_origin" text,
	"product_type_id" integer,
	"sub_brand_id" integer
);
--> statement-breakpoint
CREATE INDEX "attribute_import_rows_import_idx" ON "attribute_import_rows" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "package_import_rows_import_idx" ON "package_import_rows" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "product_import_rows_import_idx" ON "product_import_rows" USING btree ("import_id");