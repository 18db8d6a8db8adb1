CREATE TABLE "market_days_off" (
	"market_id" bigint NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "market_days_off_market_id_day_pk" PRIMARY KEY("market_id","day")
);
--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "dispatch_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispatch_due" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delay_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delay_message" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delayed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "market_days_off" ADD CONSTRAINT "market_days_off_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_market_dispatch_due_idx" ON "orders" USING btree ("market_id","dispatch_due") WHERE "orders"."status" in ('PAID', 'PACKAGING');--> statement-breakpoint
-- Existing orders get the deadline of the default setting (3 business days after the Seoul payment day;
-- no market has days off yet). The public holidays are packages/domain's KOREAN_PUBLIC_HOLIDAYS as of
-- this migration; new orders take theirs from the domain function (modules/platform intake).
UPDATE "orders" SET "dispatch_due" = (
  SELECT s.d FROM (
    SELECT (("orders"."paid_at" AT TIME ZONE 'Asia/Seoul')::date + k) AS d FROM generate_series(1, 15) AS k
  ) s
  WHERE extract(isodow FROM s.d) < 6 AND s.d <> ALL ('{
  2024-01-01,2024-02-09,2024-02-10,2024-02-11,2024-02-12,2024-03-01,2024-04-10,2024-05-05,
  2024-05-06,2024-05-15,2024-06-06,2024-08-15,2024-09-16,2024-09-17,2024-09-18,2024-10-01,
  2024-10-03,2024-10-09,2024-12-25,2025-01-01,2025-01-27,2025-01-28,2025-01-29,2025-01-30,
  2025-03-01,2025-03-03,2025-05-05,2025-05-06,2025-06-03,2025-06-06,2025-08-15,2025-10-03,
  2025-10-05,2025-10-06,2025-10-07,2025-10-08,2025-10-09,2025-12-25,2026-01-01,2026-02-16,
  2026-02-17,2026-02-18,2026-03-01,2026-03-02,2026-05-05,2026-05-24,2026-05-25,2026-06-03,
  2026-06-06,2026-07-17,2026-08-15,2026-08-17,2026-09-24,2026-09-25,2026-09-26,2026-10-03,
  2026-10-05,2026-10-09,2026-12-25,2027-01-01,2027-02-06,2027-02-07,2027-02-08,2027-02-09,
  2027-03-01,2027-05-01,2027-05-03,2027-05-05,2027-05-13,2027-06-06,2027-07-17,2027-07-19,
  2027-08-15,2027-08-16,2027-09-14,2027-09-15,2027-09-16,2027-10-03,2027-10-04,2027-10-09,
  2027-10-11,2027-12-25,2027-12-27,2028-01-01,2028-01-25,2028-01-26,2028-01-27,2028-03-01,
  2028-04-12,2028-05-01,2028-05-02,2028-05-05,2028-06-06,2028-07-17,2028-08-15,2028-10-02,
  2028-10-03,2028-10-04,2028-10-05,2028-10-09,2028-12-25
  }'::date[])
  ORDER BY s.d OFFSET 2 LIMIT 1
);