CREATE TABLE "fulfillment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fulfillment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"fulfillment_order_id" integer NOT NULL,
	"fulfillment_id" integer,
	"source" text NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refund_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_account_debits" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "distributor_payouts" ADD COLUMN "collected_cents" integer;--> statement-breakpoint
ALTER TABLE "distributor_payouts" ADD COLUMN "collection_id" text;--> statement-breakpoint
ALTER TABLE "fulfillment_refunds" ADD CONSTRAINT "fulfillment_refunds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_refunds" ADD CONSTRAINT "fulfillment_refunds_fulfillment_order_id_fulfillment_orders_id_fk" FOREIGN KEY ("fulfillment_order_id") REFERENCES "public"."fulfillment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_refunds" ADD CONSTRAINT "fulfillment_refunds_fulfillment_id_fulfillments_id_fk" FOREIGN KEY ("fulfillment_id") REFERENCES "public"."fulfillments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fulfillment_refunds_source_key" ON "fulfillment_refunds" USING btree ("source");--> statement-breakpoint
CREATE INDEX "fulfillment_refunds_order_idx" ON "fulfillment_refunds" USING btree ("team_id","fulfillment_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_account_debits_key" ON "sandbox_account_debits" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_account_debits_account_idx" ON "sandbox_account_debits" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_key" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_intent_idx" ON "sandbox_refunds" USING btree ("intent_id");