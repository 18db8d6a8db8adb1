CREATE TABLE "order_day_counts" (
	"market_id" bigint NOT NULL,
	"status" "order_status" NOT NULL,
	"paid_day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_day_counts_market_id_status_paid_day_pk" PRIMARY KEY("market_id","status","paid_day")
);
--> statement-breakpoint
DROP INDEX "orders_market_paid_idx";--> statement-breakpoint
CREATE INDEX "orders_market_paid_status_idx" ON "orders" USING btree ("market_id","paid_at","id","status");