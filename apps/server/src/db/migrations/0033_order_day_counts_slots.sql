-- order_day_counts gets a row per (market, Seoul payment day, slot): the triggers' function writes the slot
-- of the connection's backend (pid modulo 64). With one row per day, every transaction that wrote an
-- order of a market held that day's row from its write to its commit, so all purchases of the market
-- committed one after another, each waiting for the one before it to reach the disk (bench intake).
-- Readers add up a day's rows. Existing rows become slot 0.
ALTER TABLE "order_day_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_day_counts" DROP CONSTRAINT "order_day_counts_market_id_paid_day_pk";--> statement-breakpoint
ALTER TABLE "order_day_counts" ADD CONSTRAINT "order_day_counts_market_id_paid_day_slot_pk" PRIMARY KEY("market_id","paid_day","slot");--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_day_counts_add(markets bigint[], days date[], statuses order_status[], deltas int[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_counts AS c (market_id, paid_day, slot, cleared, paid, packaging, transit, delivered, confirmed, canceling1, canceling2, cancelled, exchanging1, exchanging2, exchanged, refunding1, refunding2, refunded, partial_canceling1, partial_canceling2, partial_cancelled, partial_refunding1, partial_refunding2, partial_refunded)
  SELECT m, d, (pg_backend_pid() % 64)::smallint,
    coalesce(sum(n) FILTER (WHERE s = 'CLEARED'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'PAID'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'PACKAGING'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'TRANSIT'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'DELIVERED'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'CONFIRMED'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'CANCELING1'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'CANCELING2'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'CANCELLED'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'EXCHANGING1'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'EXCHANGING2'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'EXCHANGED'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'REFUNDING1'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'REFUNDING2'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'REFUNDED'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'PARTIAL_CANCELING1'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'PARTIAL_CANCELING2'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'PARTIAL_CANCELLED'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'PARTIAL_REFUNDING1'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'PARTIAL_REFUNDING2'), 0),
    coalesce(sum(n) FILTER (WHERE s = 'PARTIAL_REFUNDED'), 0)
  FROM unnest(markets, days, statuses, deltas) AS t(m, d, s, n)
  GROUP BY m, d ORDER BY m, d
  ON CONFLICT (market_id, paid_day, slot) DO UPDATE SET
    cleared = c.cleared + EXCLUDED.cleared,
    paid = c.paid + EXCLUDED.paid,
    packaging = c.packaging + EXCLUDED.packaging,
    transit = c.transit + EXCLUDED.transit,
    delivered = c.delivered + EXCLUDED.delivered,
    confirmed = c.confirmed + EXCLUDED.confirmed,
    canceling1 = c.canceling1 + EXCLUDED.canceling1,
    canceling2 = c.canceling2 + EXCLUDED.canceling2,
    cancelled = c.cancelled + EXCLUDED.cancelled,
    exchanging1 = c.exchanging1 + EXCLUDED.exchanging1,
    exchanging2 = c.exchanging2 + EXCLUDED.exchanging2,
    exchanged = c.exchanged + EXCLUDED.exchanged,
    refunding1 = c.refunding1 + EXCLUDED.refunding1,
    refunding2 = c.refunding2 + EXCLUDED.refunding2,
    refunded = c.refunded + EXCLUDED.refunded,
    partial_canceling1 = c.partial_canceling1 + EXCLUDED.partial_canceling1,
    partial_canceling2 = c.partial_canceling2 + EXCLUDED.partial_canceling2,
    partial_cancelled = c.partial_cancelled + EXCLUDED.partial_cancelled,
    partial_refunding1 = c.partial_refunding1 + EXCLUDED.partial_refunding1,
    partial_refunding2 = c.partial_refunding2 + EXCLUDED.partial_refunding2,
    partial_refunded = c.partial_refunded + EXCLUDED.partial_refunded;
END
$$;
