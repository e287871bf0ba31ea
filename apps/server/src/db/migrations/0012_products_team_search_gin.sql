CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "products_team_search_idx" ON "products" USING gin ("team_id","search_vector");