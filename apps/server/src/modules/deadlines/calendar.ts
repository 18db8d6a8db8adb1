import { dayOffReason, dispatchDeadline, publicHolidayName, seoulDate, type MarketCalendar } from '@seller/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { marketDaysOff, markets } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';

/**
 * The market's deadline setting and its days off (issue 36 §6), and the deadline of an order that
 * arrives: its Seoul payment day plus the setting's business days, skipping weekends, public holidays
 * (packages/domain) and the market's days off. A change applies to the orders that arrive after it.
 */
export async function deadlineFor(db: Db | Tx, marketId: number, paidAt: Date): Promise<string> {
  // One statement (a purchase's transaction asks it): the setting and the days off from the payment
  // day on, the only ones that can push the deadline.
  const result = await db.execute(sql`
    select m.dispatch_days as days,
      array(select to_char(d.day, 'YYYY-MM-DD') from market_days_off d
            where d.market_id = m.id and d.day >= ${seoulDate(paidAt)}::date) as off
    from markets m where m.id = ${marketId}`);
  const [market] = (result as unknown as { rows: { days: number; off: string[] }[] }).rows;
  return dispatchDeadline(paidAt, market?.days ?? 3, market?.off ?? []);
}

export function createCalendarService(db: Db) {
  /** A day off is marked or taken back from today on, never on a day that is off anyway. */
  function checkDay(day: string) {
    if (day < seoulDate()) throw badRequest('deadline.dayOffPast');
  }

  return {
    async calendar(marketId: number): Promise<MarketCalendar> {
      const [market] = await db
        .select({ dispatchDays: markets.dispatchDays })
        .from(markets)
        .where(eq(markets.id, marketId));
      if (!market) throw notFound();
      const off = await db
        .select({ day: marketDaysOff.day })
        .from(marketDaysOff)
        .where(eq(marketDaysOff.marketId, marketId))
        .orderBy(asc(marketDaysOff.day));
      return { dispatchDays: market.dispatchDays, daysOff: off.map((d) => d.day) };
    },

    async setDispatchDays(marketId: number, dispatchDays: number): Promise<MarketCalendar> {
      const updated = await db
        .update(markets)
        .set({ dispatchDays })
        .where(eq(markets.id, marketId))
        .returning({ id: markets.id });
      if (updated.length === 0) throw notFound();
      return this.calendar(marketId);
    },

    async markDayOff(marketId: number, day: string): Promise<MarketCalendar> {
      checkDay(day);
      if (publicHolidayName(day) || dayOffReason(day) === '주말') throw badRequest('deadline.dayOffHoliday');
      await db.insert(marketDaysOff).values({ marketId, day }).onConflictDoNothing();
      return this.calendar(marketId);
    },

    async unmarkDayOff(marketId: number, day: string): Promise<MarketCalendar> {
      checkDay(day);
      await db.delete(marketDaysOff).where(and(eq(marketDaysOff.marketId, marketId), eq(marketDaysOff.day, day)));
      return this.calendar(marketId);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
