CREATE TABLE "catalogue_bulk_jobs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" integer NOT NULL,
	"action" text NOT NULL,
	"selection" jsonb NOT NULL,
	"change_set_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text,
	"staff" boolean DEFAULT false NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"error" text,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "change_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"user_id" integer,
	"user_name" text,
	"reverts_change_set_id" integer,
	"reverted_by_change_set_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "change_set_id" integer;--> statement-breakpoint
ALTER TABLE "catalogue_bulk_jobs" ADD CONSTRAINT "catalogue_bulk_jobs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_sets" ADD CONSTRAINT "change_sets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_sets" ADD CONSTRAINT "change_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_bulk_jobs_running_key" ON "catalogue_bulk_jobs" USING btree ("team_id") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "change_sets_team_idx" ON "change_sets" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "audits_change_set_idx" ON "audits" USING btree ("change_set_id","id") WHERE change_set_id is not null;