ALTER TABLE "audits" ADD COLUMN "user_name" text;--> statement-breakpoint
CREATE INDEX "attribute_titles_team_idx" ON "attribute_titles" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "audits_auditable_idx" ON "audits" USING btree ("auditable_type","auditable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dg_definitions_un_name_key" ON "dangerous_goods_definitions" USING btree ("un_number","proper_shipping_name");--> statement-breakpoint
CREATE UNIQUE INDEX "package_types_name_key" ON "package_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_shared_code_key" ON "product_types" USING btree ("code") WHERE team_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_team_code_key" ON "product_types" USING btree ("team_id","code") WHERE team_id is not null;--> statement-breakpoint
CREATE INDEX "products_team_price_idx" ON "products" USING btree ("team_id","price_cents","id");--> statement-breakpoint
CREATE INDEX "products_team_brand_sku_idx" ON "products" USING btree ("team_id","brand_id","sku");