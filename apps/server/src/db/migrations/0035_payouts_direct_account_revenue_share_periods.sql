CREATE TABLE "revenue_share_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "revenue_share_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"period" text NOT NULL,
	"order_units_rate" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributor_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributor_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"distributor_team_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"fulfillment_id" integer NOT NULL,
	"fulfillment_order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transfer_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_connected_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"business_name" text,
	"bank_last4" text,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"destination" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "distributor_accounts" ADD COLUMN "direct_billing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "revenue_share_periods" ADD CONSTRAINT "revenue_share_periods_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_payouts" ADD CONSTRAINT "distributor_payouts_distributor_team_id_teams_id_fk" FOREIGN KEY ("distributor_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_payouts" ADD CONSTRAINT "distributor_payouts_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_payouts" ADD CONSTRAINT "distributor_payouts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_payouts" ADD CONSTRAINT "distributor_payouts_fulfillment_id_fulfillments_id_fk" FOREIGN KEY ("fulfillment_id") REFERENCES "public"."fulfillments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_payouts" ADD CONSTRAINT "distributor_payouts_fulfillment_order_id_fulfillment_orders_id_fk" FOREIGN KEY ("fulfillment_order_id") REFERENCES "public"."fulfillment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_share_periods_team_period_key" ON "revenue_share_periods" USING btree ("team_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "distributor_payouts_fulfillment_key" ON "distributor_payouts" USING btree ("fulfillment_id");--> statement-breakpoint
CREATE INDEX "distributor_payouts_team_idx" ON "distributor_payouts" USING btree ("distributor_team_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_connected_accounts_reference_key" ON "sandbox_connected_accounts" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transfers_key" ON "sandbox_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_transfers_destination_idx" ON "sandbox_transfers" USING btree ("destination");