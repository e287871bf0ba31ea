ALTER TABLE "product_media" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "has_thumbnails" boolean DEFAULT false NOT NULL;