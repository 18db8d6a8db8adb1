-- Custom migration (drizzle-kit generate --custom): keeps order_day_counts equal to
-- count(*) of orders per market, status and Seoul payment day. Statement-level triggers fold a whole
-- statement's rows into one upsert, taken in key order so concurrent writers lock counters alike.
CREATE FUNCTION order_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_day_counts AS c (market_id, status, paid_day, n)
    SELECT market_id, status, (paid_at AT TIME ZONE 'Asia/Seoul')::date, count(*)::int
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (market_id, status, paid_day) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_day_counts AS c (market_id, status, paid_day, n)
    SELECT market_id, status, (paid_at AT TIME ZONE 'Asia/Seoul')::date, -count(*)::int
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (market_id, status, paid_day) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO order_day_counts AS c (market_id, status, paid_day, n)
    SELECT market_id, status, paid_day, sum(delta)::int FROM (
      SELECT o.market_id, o.status, (o.paid_at AT TIME ZONE 'Asia/Seoul')::date AS paid_day, -1 AS delta
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.market_id, o.status, o.paid_at) IS DISTINCT FROM (n.market_id, n.status, n.paid_at)
      UNION ALL
      SELECT n.market_id, n.status, (n.paid_at AT TIME ZONE 'Asia/Seoul')::date, 1
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.market_id, o.status, o.paid_at) IS DISTINCT FROM (n.market_id, n.status, n.paid_at)
    ) d GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (market_id, status, paid_day) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_day_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_day_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_day_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_apply();
--> statement-breakpoint
INSERT INTO order_day_counts (market_id, status, paid_day, n)
SELECT market_id, status, (paid_at AT TIME ZONE 'Asia/Seoul')::date, count(*)::int FROM orders GROUP BY 1, 2, 3;
