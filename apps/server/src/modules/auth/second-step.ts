import { createHash, randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  requiresSecondStep,
  type RecoveryCodes,
  type Role,
  type SecondStepSetup,
  type SecondStepState,
} from '@seller/domain';
import { and, count, eq } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db, Tx } from '../../db/client.ts';
import { sellerRecoveryCodes, sellers } from '../../db/schema/index.ts';
import { badRequest, fail, notFound } from '../../lib/errors.ts';

/** What an authenticator app shows above the code. */
const ISSUER = '판매자 센터';
/** A code of the step before or after the current one is taken too (clock drift of a phone). */
const TOLERANCE_SECONDS = 30;
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A code as typed: spaces and hyphens dropped, letters in capitals. */
const normalised = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const newRecoveryCode = () => {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]!).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** Whether this seller must have a second step: the role needs one and the seller is not one of the demo's. */
export const mustHaveSecondStep = (seller: { role: Role; secondStepOptional: boolean }) =>
  requiresSecondStep(seller.role) && !seller.secondStepOptional;

/**
 * Two-step sign-in (RFC 6238 TOTP through otplib, QR codes through qrcode): setting it up, turning it
 * off, checking a code at sign-in (an authenticator code, each time step taken once, or one of the
 * ten one-time recovery codes) and the operator's reset.
 */
export function createSecondStep(db: Db) {
  async function sellerOf(sellerId: number) {
    const [row] = await db.select().from(sellers).where(eq(sellers.id, sellerId));
    if (!row) throw notFound();
    return row;
  }

  async function newRecoveryCodes(sellerId: number, executor: Pick<Db, 'insert' | 'delete'> = db): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await executor.delete(sellerRecoveryCodes).where(eq(sellerRecoveryCodes.sellerId, sellerId));
    await executor
      .insert(sellerRecoveryCodes)
      .values(codes.map((code) => ({ sellerId, codeHash: sha256(normalised(code)) })));
    return codes;
  }

  /** Checks an authenticator code against a secret, never taking a time step twice; the step or null. */
  async function totpStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  return {
    async state(sellerId: number): Promise<SecondStepState> {
      const seller = await sellerOf(sellerId);
      const [left] = await db
        .select({ n: count() })
        .from(sellerRecoveryCodes)
        .where(eq(sellerRecoveryCodes.sellerId, sellerId));
      return {
        enabled: seller.totpSecret !== null,
        required: mustHaveSecondStep(seller),
        recoveryCodesLeft: left?.n ?? 0,
      };
    },

    /** A new secret to scan (kept as pending until a code confirms it). */
    async setup(sellerId: number): Promise<SecondStepSetup> {
      const seller = await sellerOf(sellerId);
      if (seller.totpSecret) throw fail(409, 'SECOND_STEP_ON', 'secondStep.alreadyOn');
      const secret = generateSecret();
      await db.update(sellers).set({ totpPendingSecret: secret }).where(eq(sellers.id, sellerId));
      const uri = generateURI({ issuer: ISSUER, label: seller.loginId, secret });
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** Confirms the pending secret with a code from the app: the second step is on; answers the recovery codes. */
    async enable(sellerId: number, code: string): Promise<RecoveryCodes> {
      const seller = await sellerOf(sellerId);
      if (seller.totpSecret) throw fail(409, 'SECOND_STEP_ON', 'secondStep.alreadyOn');
      if (!seller.totpPendingSecret) throw badRequest('secondStep.setupFirst');
      const step = await totpStep(seller.totpPendingSecret, normalised(code), null);
      if (step === null) throw fail(400, 'WRONG_CODE', 'secondStep.wrongCode');
      return db.transaction(async (tx) => {
        await tx
          .update(sellers)
          .set({ totpSecret: seller.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
          .where(eq(sellers.id, sellerId));
        return { recoveryCodes: await newRecoveryCodes(sellerId, tx) };
      });
    },

    /** Turns the second step off with a current code; refused where the role requires it. */
    async disable(sellerId: number, code: string) {
      const seller = await sellerOf(sellerId);
      if (mustHaveSecondStep(seller)) throw fail(403, 'SECOND_STEP_REQUIRED', 'secondStep.requiredForRole');
      if (!seller.totpSecret || !(await this.check(seller, code)))
        throw fail(400, 'WRONG_CODE', 'secondStep.wrongCode');
      await this.reset(sellerId);
    },

    /** New recovery codes (the old ones stop working), after a current code. */
    async renewRecoveryCodes(sellerId: number, code: string): Promise<RecoveryCodes> {
      const seller = await sellerOf(sellerId);
      if (!seller.totpSecret || !(await this.check(seller, code)))
        throw fail(400, 'WRONG_CODE', 'secondStep.wrongCode');
      return db.transaction(async (tx) => ({ recoveryCodes: await newRecoveryCodes(sellerId, tx) }));
    },

    /**
     * Whether a code passes the seller's second step: an authenticator code of a step not used before
     * (remembered), or an unused recovery code (used up).
     */
    async check(seller: { id: number; totpSecret: string | null; totpLastStep: number | null }, code: string) {
      const typed = normalised(code);
      if (!seller.totpSecret || typed === '') return false;
      const step = await totpStep(seller.totpSecret, typed, seller.totpLastStep);
      if (step !== null) {
        await db.update(sellers).set({ totpLastStep: step }).where(eq(sellers.id, seller.id));
        return true;
      }
      const used = await db
        .delete(sellerRecoveryCodes)
        .where(and(eq(sellerRecoveryCodes.sellerId, seller.id), eq(sellerRecoveryCodes.codeHash, sha256(typed))))
        .returning({ id: sellerRecoveryCodes.id });
      return used.length > 0;
    },

    /** Turns the second step off (the seller's own call, or the operator's reset). */
    async reset(sellerId: number, within?: Tx) {
      const run = async (tx: Tx) => {
        await tx
          .update(sellers)
          .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
          .where(eq(sellers.id, sellerId));
        await tx.delete(sellerRecoveryCodes).where(eq(sellerRecoveryCodes.sellerId, sellerId));
      };
      await (within ? run(within) : db.transaction(run));
    },
  };
}

export type SecondStep = ReturnType<typeof createSecondStep>;
