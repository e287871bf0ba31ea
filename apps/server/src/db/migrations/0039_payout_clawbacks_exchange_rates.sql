CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_aud" numeric(18, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_deductions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_deductions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payout_id" integer NOT NULL,
	"clawback_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "distributor_payouts_fulfillment_key";--> statement-breakpoint
ALTER TABLE "distributor_payouts" ADD COLUMN "kind" text DEFAULT 'payout' NOT NULL;--> statement-breakpoint
ALTER TABLE "distributor_payouts" ADD COLUMN "source_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "distributor_payouts" ADD COLUMN "source_currency" text;--> statement-breakpoint
ALTER TABLE "distributor_payouts" ADD COLUMN "fx_rate" numeric(18, 8);--> statement-breakpoint
ALTER TABLE "distributor_payouts" ADD COLUMN "deducted_cents" integer;--> statement-breakpoint
ALTER TABLE "payout_deductions" ADD CONSTRAINT "payout_deductions_payout_id_distributor_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."distributor_payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_deductions" ADD CONSTRAINT "payout_deductions_clawback_id_distributor_payouts_id_fk" FOREIGN KEY ("clawback_id") REFERENCES "public"."distributor_payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_deductions_pair_key" ON "payout_deductions" USING btree ("payout_id","clawback_id");--> statement-breakpoint
CREATE INDEX "payout_deductions_clawback_idx" ON "payout_deductions" USING btree ("clawback_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distributor_payouts_fulfillment_kind_key" ON "distributor_payouts" USING btree ("fulfillment_id","kind");--> statement-breakpoint
CREATE INDEX "distributor_payouts_open_clawbacks_idx" ON "distributor_payouts" USING btree ("distributor_id","currency","id") WHERE kind = 'clawback' and status = 'pending';--> statement-breakpoint
-- Sandbox reference rates (units per AUD) for paying payees in their own currency (docs/decisions/0471).
INSERT INTO "exchange_rates" ("currency", "per_aud") VALUES
  ('AUD', 1), ('USD', 0.65), ('NZD', 1.10), ('EUR', 0.60), ('GBP', 0.51), ('CAD', 0.90), ('SGD', 0.87), ('JPY', 98.0)
ON CONFLICT ("currency") DO NOTHING;
