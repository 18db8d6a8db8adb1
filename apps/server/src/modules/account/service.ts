import {
  AUTH_LIMITS,
  isStrongPassword,
  PASSWORD_RSA,
  passwordChangePayloadSchema,
  type Account,
  type MarketInfo,
  type PasswordChangeResult,
} from '@seller/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures, markets, sellers, sessions } from '../../db/schema/index.ts';
import { badRequest, fail, notFound } from '../../lib/errors.ts';
import { createFailureThrottle, hashPassword, verifyPassword, type SellerPrincipal } from '../auth/index.ts';
import { createPasswordKeyStore } from './keys.ts';

type MarketRow = typeof markets.$inferSelect;

export const marketInfoOf = (m: MarketRow): MarketInfo => ({
  id: m.id,
  koName: m.koName,
  engName: m.engName,
  status: m.status,
  repName: m.repName,
  repContact: m.repContact,
  address: m.address,
  postcode: m.postcode,
  dlvyAddress: m.dlvyAddress,
  dlvyPostcode: m.dlvyPostcode,
  csContact: m.csContact,
  profileImage: m.profileImage,
  backgroundImage: m.backgroundImage,
  siteUrl: m.siteUrl,
  sns: m.sns,
  version: m.version,
});

/** Account page and password change of the signed-in seller. */
export function createAccountService(db: Db) {
  const keys = createPasswordKeyStore(db);

  // Failed current-password checks per seller, so a stolen session cannot guess the password.
  const throttle = createFailureThrottle(db);

  return {
    async account(sellerId: number): Promise<Account> {
      const [row] = await db
        .select({ seller: sellers, market: markets })
        .from(sellers)
        .innerJoin(markets, eq(markets.id, sellers.marketId))
        .where(eq(sellers.id, sellerId));
      if (!row) throw notFound();
      const { seller, market: m } = row;
      return {
        seller: { id: seller.loginId, name: seller.name, email: seller.email, contact: seller.contact },
        market: marketInfoOf(m),
        business: {
          bizName: m.bizName,
          bizNumber: m.bizNumber,
          bizCert: m.bizCert,
          licenseNo: m.licenseNo,
          licenseCert: m.licenseCert,
          taxInvoiceManagerName: m.taxInvoiceManagerName,
          taxInvoiceManagerEmail: m.taxInvoiceManagerEmail,
          taxInvoiceManagerContact: m.taxInvoiceManagerContact,
        },
        settlement: { bank: m.bank, accountName: m.accountName, account: m.account, bankbookCopy: m.bankbookCopy },
      };
    },

    async publicKey() {
      return { algorithm: 'RSA-OAEP-256' as const, spki: (await keys.get()).spki };
    },

    /**
     * Changes the password from the encrypted payload (base64 RSA-OAEP ciphertext of
     * `{sellerId, currentPassword, newPassword}`). A wrong current password answers match false;
     * on success every session of the seller ends, this one included.
     */
    async changePassword(principal: SellerPrincipal, cipherBase64: string): Promise<PasswordChangeResult> {
      const key = await keys.get();
      let payload: { sellerId: string; currentPassword: string; newPassword: string };
      let plain: Buffer;
      try {
        // A ciphertext of the key is exactly one block; anything else (plain base64 of the password) is not one.
        const cipher = Buffer.from(cipherBase64, 'base64');
        if (cipher.length !== PASSWORD_RSA.modulusLength / 8) throw new Error('not one block');
        plain = key.decrypt(cipher);
      } catch {
        throw badRequest('password.notEncrypted');
      }
      try {
        payload = passwordChangePayloadSchema.parse(JSON.parse(plain.toString('utf8')));
      } catch {
        throw badRequest('password.badPayload');
      }
      if (payload.sellerId !== principal.loginId) throw fail(403, 'FORBIDDEN_SELLER', 'account.forbiddenSeller');
      if (payload.currentPassword === '') throw badRequest('password.currentRequired');
      if (payload.newPassword === '') throw badRequest('password.confirmNew');
      if (!isStrongPassword(payload.newPassword)) throw badRequest('password.weak');
      if (payload.newPassword === payload.currentPassword) throw badRequest('password.sameAsCurrent');

      const now = new Date();
      const throttleKey = `pw:${principal.sellerId}`;
      // Reserved before the slow hash, so concurrent guesses cannot all pass the count.
      if (!(await throttle.reserve(throttleKey, AUTH_LIMITS.maxFailuresPerId, now)))
        throw fail(429, 'PASSWORD_THROTTLED', 'auth.tooManyAttempts');
      const [seller] = await db
        .select({ passwordHash: sellers.passwordHash })
        .from(sellers)
        .where(eq(sellers.id, principal.sellerId));
      if (!seller) throw notFound();
      if (!(await verifyPassword(seller.passwordHash, payload.currentPassword, { urgent: true })))
        return { match: false, change: false };
      const passwordHash = await hashPassword(payload.newPassword);
      const changed = await db.transaction(async (tx) => {
        // Compare-and-set: a change made meanwhile from another tab wins, this one reports failure.
        const updated = await tx
          .update(sellers)
          .set({ passwordHash })
          .where(and(eq(sellers.id, principal.sellerId), eq(sellers.passwordHash, seller.passwordHash)))
          .returning({ id: sellers.id });
        if (updated.length === 0) return false;
        await tx
          .update(sessions)
          .set({ revokedAt: now, endReason: 'passwordChanged' })
          .where(and(eq(sessions.sellerId, principal.sellerId), isNull(sessions.revokedAt)));
        await tx.delete(loginFailures).where(eq(loginFailures.key, throttleKey));
        return true;
      });
      return { match: true, change: changed };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
