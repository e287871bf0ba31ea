ALTER TABLE "audits" DROP CONSTRAINT "audits_product_id_products_id_fk";
--> statement-breakpoint
DROP INDEX "audits_product_idx";--> statement-breakpoint
ALTER TABLE "audits" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audits" drop column "product_id";--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "product_id" integer GENERATED ALWAYS AS (case when subject_type = 'Product' then subject_id end) STORED;--> statement-breakpoint
ALTER TABLE "audits" ALTER COLUMN "subject_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audits" ALTER COLUMN "subject_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "audits_subject_idx" ON "audits" USING btree ("subject_type","subject_id","id");