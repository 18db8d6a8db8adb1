import { randomBytes } from 'node:crypto';
import {
  checkInvitation,
  INVITATION_HOURS,
  isRole,
  isStrongPassword,
  type Invitation,
  type InvitationInfo,
  type Role,
  type StaffList,
  type StaffMember,
  type StaffState,
  type StaffStatus,
} from '@seller/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { markets, sellers, sessions } from '../../db/schema/index.ts';
import { badRequest, fail } from '../../lib/errors.ts';
import type { Actor, ActivityLogService } from '../activity-log/index.ts';
import type { AuthService } from '../auth/index.ts';
import { hashToken } from '../auth/index.ts';

type SellerRow = typeof sellers.$inferSelect;

const statusOf = (row: SellerRow, now = new Date()): StaffStatus => {
  if (row.invitationHash !== null)
    return row.invitationExpiresAt && row.invitationExpiresAt > now ? 'invited' : 'expired';
  return row.disabled ? 'disabled' : 'active';
};

const memberOf = (row: SellerRow): StaffMember => ({
  loginId: row.loginId,
  name: row.name,
  role: row.role,
  status: statusOf(row),
  secondStep: row.totpSecret !== null,
  invitationExpiresAt: row.invitationHash !== null ? (row.invitationExpiresAt?.toISOString() ?? null) : null,
  createdAt: row.createdAt.toISOString(),
});

const stateOf = (row: SellerRow): StaffState => ({ loginId: row.loginId, role: row.role, status: statusOf(row) });

/**
 * A market's people: the owner (or the operator, for any market) invites staff, changes their role,
 * disables (ending their sessions at once) and removes them, and hands ownership over. Every change
 * is written to the activity log.
 */
export function createStaffService(db: Db, auth: AuthService, log: ActivityLogService) {
  /** A seller of the market by login id (404 for another market's or none). */
  async function memberRow(marketId: number, loginId: string): Promise<SellerRow> {
    const [row] = await db
      .select()
      .from(sellers)
      .where(and(eq(sellers.marketId, marketId), eq(sellers.loginId, loginId)));
    if (!row) throw fail(404, 'NOT_FOUND', 'staff.notFound');
    return row;
  }

  /** A staff member the actor may change: not the owner, and not the acting seller. */
  async function changeable(actor: Actor, marketId: number, loginId: string): Promise<SellerRow> {
    const row = await memberRow(marketId, loginId);
    if ('sellerId' in actor && actor.sellerId === row.id) throw fail(403, 'NOT_ON_SELF', 'staff.notOnSelf');
    if (row.role === 'owner') throw fail(403, 'NOT_ON_OWNER', 'staff.notOnOwner');
    return row;
  }

  function newInvitation(loginId: string, now = new Date()) {
    const code = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000);
    const invitation: Invitation = { loginId, code, path: `/invitation/${code}`, expiresAt: expiresAt.toISOString() };
    return { invitation, hash: hashToken(code), expiresAt };
  }

  async function openInvitation(code: string) {
    const [row] = await db
      .select({ seller: sellers, market: markets })
      .from(sellers)
      .innerJoin(markets, eq(markets.id, sellers.marketId))
      .where(eq(sellers.invitationHash, hashToken(code)));
    if (!row) throw fail(404, 'INVITATION_INVALID', 'staff.invitationInvalid');
    if (!row.seller.invitationExpiresAt || row.seller.invitationExpiresAt <= new Date()) {
      throw fail(410, 'INVITATION_EXPIRED', 'staff.invitationExpired');
    }
    return row;
  }

  return {
    async list(marketId: number): Promise<StaffList> {
      const rows = await db
        .select()
        .from(sellers)
        .where(eq(sellers.marketId, marketId))
        .orderBy(sql`${sellers.role} <> 'owner'`, asc(sellers.createdAt), asc(sellers.id));
      return { staff: rows.map(memberOf) };
    },

    /** Adds a staff member with an invitation: the code is answered once, only its hash is kept. */
    async invite(actor: Actor, marketId: number, input: { name: string; loginId: string; role: string }) {
      const refusal = checkInvitation(input);
      if (refusal) throw badRequest(refusal);
      const [market] = await db.select({ id: markets.id }).from(markets).where(eq(markets.id, marketId));
      if (!market) throw fail(404, 'NOT_FOUND', 'common.notFound');
      const [taken] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.loginId, input.loginId));
      if (taken) throw fail(409, 'LOGIN_ID_TAKEN', 'staff.loginIdTaken');
      const { invitation, hash, expiresAt } = newInvitation(input.loginId);
      await db.transaction(async (tx) => {
        await tx.insert(sellers).values({
          loginId: input.loginId,
          passwordHash: '',
          name: input.name.trim(),
          marketId,
          role: input.role as Role,
          invitationHash: hash,
          invitationExpiresAt: expiresAt,
        });
        await log.record(
          actor,
          { marketId, kind: 'staffChange', subjects: [input.loginId], detail: `invite role=${input.role}` },
          tx,
        );
      });
      return invitation;
    },

    /** A new invitation code for a staff member who has not accepted yet (the old one stops working). */
    async reinvite(actor: Actor, marketId: number, loginId: string): Promise<Invitation> {
      const row = await changeable(actor, marketId, loginId);
      if (row.invitationHash === null) throw fail(409, 'INVITATION_INVALID', 'staff.invitationInvalid');
      const { invitation, hash, expiresAt } = newInvitation(loginId);
      await db.transaction(async (tx) => {
        await tx
          .update(sellers)
          .set({ invitationHash: hash, invitationExpiresAt: expiresAt })
          .where(eq(sellers.id, row.id));
        await log.record(actor, { marketId, kind: 'staffChange', subjects: [loginId], detail: 'reinvite' }, tx);
      });
      return invitation;
    },

    async invitationInfo(code: string): Promise<InvitationInfo> {
      const { seller, market } = await openInvitation(code);
      return { loginId: seller.loginId, name: seller.name, market: market.koName, role: seller.role };
    },

    /** The invited person sets a password: the invitation is used up, the account can sign in. */
    async accept(code: string, password: string) {
      if (!isStrongPassword(password)) throw badRequest('password.weak');
      const { seller } = await openInvitation(code);
      const passwordHash = await auth.hashPassword(password);
      await db.transaction(async (tx) => {
        const [done] = await tx
          .update(sellers)
          .set({ passwordHash, invitationHash: null, invitationExpiresAt: null })
          .where(and(eq(sellers.id, seller.id), eq(sellers.invitationHash, hashToken(code))))
          .returning({ id: sellers.id });
        if (!done) throw fail(404, 'INVITATION_INVALID', 'staff.invitationInvalid');
        await log.record(
          { sellerId: seller.id },
          { marketId: seller.marketId, kind: 'staffChange', subjects: [seller.loginId], detail: 'accept' },
          tx,
        );
      });
      return { loginId: seller.loginId };
    },

    async setRole(actor: Actor, marketId: number, loginId: string, role: string): Promise<StaffState> {
      if (!isRole(role) || role === 'owner') throw badRequest('staff.badRole');
      const row = await changeable(actor, marketId, loginId);
      const updated = await db.transaction(async (tx) => {
        const [changed] = await tx.update(sellers).set({ role }).where(eq(sellers.id, row.id)).returning();
        const detail = `role ${row.role}→${role}`;
        await log.record(actor, { marketId, kind: 'staffChange', subjects: [loginId], detail }, tx);
        return changed!;
      });
      return stateOf(updated);
    },

    /** Disables (every session ends at once) or enables a staff member. */
    async setDisabled(actor: Actor, marketId: number, loginId: string, disabled: boolean): Promise<StaffState> {
      const row = await changeable(actor, marketId, loginId);
      const updated = await db.transaction(async (tx) => {
        const [changed] = await tx.update(sellers).set({ disabled }).where(eq(sellers.id, row.id)).returning();
        if (disabled) await auth.revokeAll(row.id, 'disabled', tx);
        const detail = disabled ? 'disable' : 'enable';
        await log.record(actor, { marketId, kind: 'staffChange', subjects: [loginId], detail }, tx);
        return changed!;
      });
      return stateOf(updated);
    },

    /** Removes a staff member: sessions end, the account is gone; the activity log keeps the name. */
    async remove(actor: Actor, marketId: number, loginId: string) {
      const row = await changeable(actor, marketId, loginId);
      await db.transaction(async (tx) => {
        await log.record(actor, { marketId, kind: 'staffChange', subjects: [loginId], detail: 'remove' }, tx);
        await tx.delete(sessions).where(eq(sessions.sellerId, row.id));
        await tx.delete(sellers).where(eq(sellers.id, row.id));
      });
      return { loginId, removed: true as const };
    },

    /**
     * Hands ownership to an active staff member who accepted the invitation; the former owner becomes
     * 운영 매니저. The operator can hand any market's ownership over.
     */
    async handOver(actor: Actor, marketId: number, loginId: string): Promise<StaffState> {
      const target = await memberRow(marketId, loginId);
      if (target.role === 'owner') return stateOf(target);
      if (statusOf(target) !== 'active') throw fail(409, 'HAND_OVER_TARGET', 'staff.handOverTarget');
      const updated = await db.transaction(async (tx) => {
        const [owner] = await tx
          .update(sellers)
          .set({ role: 'manager' })
          .where(and(eq(sellers.marketId, marketId), eq(sellers.role, 'owner')))
          .returning({ loginId: sellers.loginId });
        const [row] = await tx.update(sellers).set({ role: 'owner' }).where(eq(sellers.id, target.id)).returning();
        await log.record(
          actor,
          { marketId, kind: 'staffChange', subjects: [loginId], detail: `owner ${owner?.loginId ?? '-'}→${loginId}` },
          tx,
        );
        return row!;
      });
      return stateOf(updated);
    },

    /** The operator's reset of a seller's second step (logged); the seller sets it up again. */
    async resetSecondStep(actor: Actor, loginId: string) {
      const [row] = await db.select().from(sellers).where(eq(sellers.loginId, loginId));
      if (!row) return null;
      await db.transaction(async (tx) => {
        await auth.secondStep.reset(row.id, tx);
        await auth.revokeAll(row.id, 'secondStepReset', tx);
        const entry = {
          marketId: row.marketId,
          kind: 'secondStepChange',
          subjects: [loginId],
          detail: 'operator reset',
        } as const;
        await log.record(actor, entry, tx);
      });
      return { loginId, secondStep: false };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
