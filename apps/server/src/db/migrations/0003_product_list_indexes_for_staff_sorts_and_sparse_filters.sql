DROP INDEX "products_team_sku_idx";--> statement-breakpoint
DROP INDEX "products_team_title_idx";--> statement-breakpoint
CREATE INDEX "products_team_sku_id_idx" ON "products" USING btree ("team_id","sku","id");--> statement-breakpoint
CREATE INDEX "products_team_title_id_idx" ON "products" USING btree ("team_id","title","id");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_sku_id_idx" ON "products" USING btree ("sku","id");--> statement-breakpoint
CREATE INDEX "products_title_id_idx" ON "products" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "products_team_media_idx" ON "products" USING btree ("team_id","updated_at","id") WHERE media_count > 0;--> statement-breakpoint
CREATE INDEX "products_team_listing_idx" ON "products" USING btree ("team_id","updated_at","id") WHERE listing_id is not null;--> statement-breakpoint
CREATE INDEX "products_team_listing_status_idx" ON "products" USING btree ("team_id","listing_status","updated_at","id") WHERE listing_status is not null;