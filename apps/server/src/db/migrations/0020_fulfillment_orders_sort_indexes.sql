CREATE INDEX "fulfillment_orders_team_name_idx" ON "fulfillment_orders" USING btree ("team_id","fulfillment_name","id");--> statement-breakpoint
CREATE INDEX "fulfillment_orders_team_store_idx" ON "fulfillment_orders" USING btree ("team_id","store_name","id");--> statement-breakpoint
CREATE INDEX "fulfillment_orders_team_id_idx" ON "fulfillment_orders" USING btree ("team_id","id");