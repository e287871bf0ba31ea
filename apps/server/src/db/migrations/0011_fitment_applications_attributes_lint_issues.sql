CREATE TABLE "vehicle_application_attributes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_application_attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_application_id" integer NOT NULL,
	"vehicle_attribute_title_id" integer NOT NULL,
	"attribute_value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_attribute_titles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_attribute_titles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_issues" ADD COLUMN "lint_key" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_application_attributes" ADD CONSTRAINT "vehicle_application_attributes_vehicle_application_id_vehicle_applications_id_fk" FOREIGN KEY ("vehicle_application_id") REFERENCES "public"."vehicle_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_application_attributes" ADD CONSTRAINT "vehicle_application_attributes_vehicle_attribute_title_id_vehicle_attribute_titles_id_fk" FOREIGN KEY ("vehicle_attribute_title_id") REFERENCES "public"."vehicle_attribute_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_application_attributes_application_idx" ON "vehicle_application_attributes" USING btree ("vehicle_application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_attribute_titles_name_key" ON "vehicle_attribute_titles" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_issues_lint_key" ON "product_issues" USING btree ("product_id","lint_key");--> statement-breakpoint
CREATE INDEX "vehicles_updated_idx" ON "vehicles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_model_idx" ON "vehicles" USING btree ("vehicle_model_id","year_from");--> statement-breakpoint
CREATE INDEX "vehicles_search_trgm" ON "vehicles" USING gin ("search_text" gin_trgm_ops);