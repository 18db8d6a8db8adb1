import type { Role } from '@seller/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, marketBrands, markets, sellers } from '../../db/schema/index.ts';
import type { AuthService } from '../auth/index.ts';
import { createNoticeService, type PublishNoticeInput } from '../notices/index.ts';

type NewMarket = typeof markets.$inferInsert;

/** Operator actions: the command line (`npm run admin`) and the demo seed go through these. */
export function createAdminService(db: Db, auth: AuthService) {
  return {
    async createMarket(market: NewMarket) {
      const [row] = await db.insert(markets).values(market).returning({ id: markets.id });
      // Markets may be created with chosen ids (1, 160, 72): keep the identity ahead of them.
      await db.execute(sql`select setval(pg_get_serial_sequence('markets', 'id'), (select max(id) from markets))`);
      return row!.id;
    },

    async admitSeller(input: {
      loginId: string;
      password: string;
      name: string;
      marketId: number;
      email?: string;
      contact?: string;
      /** Default: the market's owner when it has none yet, else 운영 매니저 (every right but staff). */
      role?: Role;
      /** Two-step sign-in offered but never required (the demo sellers, test sellers). */
      secondStepOptional?: boolean;
    }) {
      const [market] = await db.select({ id: markets.id }).from(markets).where(eq(markets.id, input.marketId));
      if (!market) throw new Error(`market ${input.marketId} does not exist`);
      const [owner] = await db
        .select({ id: sellers.id })
        .from(sellers)
        .where(and(eq(sellers.marketId, input.marketId), eq(sellers.role, 'owner')));
      const role = input.role ?? (owner ? 'manager' : 'owner');
      if (role === 'owner' && owner) throw new Error(`market ${input.marketId} already has an owner`);
      const passwordHash = await auth.hashPassword(input.password);
      const [row] = await db
        .insert(sellers)
        .values({
          loginId: input.loginId,
          passwordHash,
          name: input.name,
          marketId: input.marketId,
          email: input.email ?? '',
          contact: input.contact ?? '',
          role,
          secondStepOptional: input.secondStepOptional ?? false,
        })
        .returning({ id: sellers.id });
      return row!.id;
    },

    /** Sets a new password and ends the seller's sessions; null when there is no such seller. */
    async resetPassword(loginId: string, password: string) {
      const passwordHash = await auth.hashPassword(password);
      const [row] = await db
        .update(sellers)
        .set({ passwordHash })
        .where(eq(sellers.loginId, loginId))
        .returning({ id: sellers.id, disabled: sellers.disabled });
      if (!row) return null;
      await auth.revokeAll(row.id, 'passwordReset');
      return { disabled: row.disabled };
    },

    /** Disables (ending its sessions) or enables a seller; false when there is no such seller. */
    async setSellerDisabled(loginId: string, disabled: boolean) {
      const [row] = await db
        .update(sellers)
        .set({ disabled })
        .where(eq(sellers.loginId, loginId))
        .returning({ id: sellers.id });
      if (!row) return false;
      if (disabled) await auth.revokeAll(row.id, 'disabled');
      return true;
    },

    async createBrand(koName: string, engName = '') {
      const [row] = await db.insert(brands).values({ koName, engName }).returning({ id: brands.id });
      return row!.id;
    },

    async linkBrand(marketId: number, brandId: number) {
      await db.insert(marketBrands).values({ marketId, brandId }).onConflictDoNothing();
    },

    async unlinkBrand(marketId: number, brandId: number) {
      await db.delete(marketBrands).where(and(eq(marketBrands.marketId, marketId), eq(marketBrands.brandId, brandId)));
    },

    /** Same checks and HTML allow-list as the operator's HTTP call (one notice service). */
    async publishNotice(input: PublishNoticeInput) {
      return createNoticeService(db).publish(input);
    },

    async listMarkets() {
      return db
        .select({ id: markets.id, koName: markets.koName, status: markets.status })
        .from(markets)
        .orderBy(markets.id);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
