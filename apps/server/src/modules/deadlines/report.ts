import { addMonths, CLAIM_REASON_FAULT, seoulDate, type ClaimFault, type MonthReport } from '@seller/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const seoulMonth = (column: string) => sql.raw(`to_char(${column} at time zone 'Asia/Seoul', 'YYYY-MM')`);

/** A claim's fault: the one decided, else the one its reason code suggests (the domain's table), else null. */
const FAULT = sql.raw(
  `coalesce(c.fault, case c.reason_code ${Object.entries(CLAIM_REASON_FAULT)
    .map(([code, fault]) => `when '${code}' then '${fault}'`)
    .join(' ')} end)`,
);

/**
 * The month view (issue 36 §8): per Seoul month of the period, the orders dispatched (배송중 reached)
 * by their deadline and after it, and the exchange and refund requests made, by the reason the order
 * carries and by who is at fault (the claim's decided fault, else its reason code's). A month without
 * any is answered with zeros.
 */
export function createReportService(db: Db) {
  return {
    async monthly(marketId: number, months: number): Promise<MonthReport> {
      const thisMonth = `${seoulDate().slice(0, 7)}-01`;
      const first = addMonths(thisMonth, -(months - 1));
      const since = `${first}T00:00:00+09:00`;
      const dispatched = rowsOf<{ month: string; on_time: string | number; late: string | number }>(
        await db.execute(sql`
          select ${seoulMonth('transit_at')} as month,
            count(*) filter (where (transit_at at time zone 'Asia/Seoul')::date <= dispatch_due) as on_time,
            count(*) filter (where (transit_at at time zone 'Asia/Seoul')::date > dispatch_due) as late
          from orders
          where market_id = ${marketId} and transit_at >= ${since}::timestamptz and dispatch_due is not null
          group by 1`),
      );
      const claims = rowsOf<{ month: string; kind: 'EXCHANGE' | 'REFUND'; reason: string | null; n: string | number }>(
        await db.execute(sql`
          select month, kind, reason, count(*) as n from (
            select ${seoulMonth('exchanging_at')} as month, 'EXCHANGE' as kind, reason
              from orders where market_id = ${marketId} and exchanging_at >= ${since}::timestamptz
            union all
            select ${seoulMonth('refunding_at')}, 'REFUND', reason
              from orders where market_id = ${marketId} and refunding_at >= ${since}::timestamptz
          ) c
          group by month, kind, reason
          order by month, kind, count(*) desc, reason`),
      );
      const faults = rowsOf<{
        month: string;
        kind: 'EXCHANGE' | 'REFUND';
        fault: ClaimFault | null;
        n: string | number;
      }>(
        await db.execute(sql`
          select month, kind, fault, count(*) as n from (
            select ${seoulMonth('o.exchanging_at')} as month, 'EXCHANGE' as kind, ${FAULT} as fault
              from orders o left join order_claims c on c.order_id = o.id
              where o.market_id = ${marketId} and o.exchanging_at >= ${since}::timestamptz
            union all
            select ${seoulMonth('o.refunding_at')}, 'REFUND', ${FAULT}
              from orders o left join order_claims c on c.order_id = o.id
              where o.market_id = ${marketId} and o.refunding_at >= ${since}::timestamptz
          ) c
          group by month, kind, fault
          order by month, kind, fault nulls last`),
      );
      const byMonth = new Map(dispatched.map((r) => [r.month, r]));
      return {
        months: Array.from({ length: months }, (_, i) => {
          const month = addMonths(first, i).slice(0, 7);
          const row = byMonth.get(month);
          return { month, onTime: Number(row?.on_time ?? 0), late: Number(row?.late ?? 0) };
        }),
        claims: claims.map((r) => ({ month: r.month, kind: r.kind, reason: r.reason, count: Number(r.n) })),
        claimFaults: faults.map((r) => ({ month: r.month, kind: r.kind, fault: r.fault, count: Number(r.n) })),
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
