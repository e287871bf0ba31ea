ALTER TABLE "audits" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "subject_id" integer;