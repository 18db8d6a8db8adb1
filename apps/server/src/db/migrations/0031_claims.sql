CREATE TABLE "order_claims" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"market_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason_code" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pickup_address" jsonb,
	"pickup_method" text,
	"pickup_status" text,
	"pickup_carrier" text,
	"pickup_tracking" text,
	"pickup_requested_at" timestamp with time zone,
	"pickup_done_at" timestamp with time zone,
	"inspection_result" text,
	"inspection_note" text,
	"inspection_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inspected_at" timestamp with time zone,
	"hold_reason" text,
	"hold_memo" text,
	"held_at" timestamp with time zone,
	"fault" text,
	"claim_fee" integer,
	"refund_amount" integer,
	"reship_carrier" text,
	"reship_tracking" text,
	"reshipped_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_deliveries" ADD COLUMN "return_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_deliveries" ADD COLUMN "exchange_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_claims_market_pickup_idx" ON "order_claims" USING btree ("market_id","pickup_status");--> statement-breakpoint
CREATE INDEX "order_claims_pickup_tracking_idx" ON "order_claims" USING btree ("market_id","pickup_tracking");--> statement-breakpoint
INSERT INTO "order_claims" ("order_id", "market_id", "kind", "requested_at")
SELECT "id", "market_id",
  CASE WHEN "status"::text LIKE '%CANCEL%' THEN 'CANCEL' WHEN "status"::text LIKE 'EXCHANG%' THEN 'EXCHANGE' ELSE 'REFUND' END,
  coalesce("canceling_at", "exchanging_at", "refunding_at", "updated_at")
FROM "orders"
WHERE "status"::text ~ '(CANCELING|EXCHANGING|REFUNDING)[12]$';
