import {
  AUTH_LIMITS,
  message,
  SECOND_STEP_MINUTES,
  SECOND_STEP_TRIES,
  SESSION_IDLE,
  type LoginAnswer,
  type LoginResult,
  type Role,
  type SellerInfo,
} from '@seller/domain';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { hotStatement, type Db } from '../../db/client.ts';
import { loginKnownAddresses, markets, sellers, sessions, type SessionEndReason } from '../../db/schema/index.ts';
import { fail, notFound } from '../../lib/errors.ts';
import { addressPrefix, plainAddress } from '../../lib/addresses.ts';
import { QueueFullError } from '../../lib/semaphore.ts';
import { hashPassword, unusableHash, verifyPassword } from './passwords.ts';
import { createFailureThrottle } from './throttle.ts';
import type { SellerPrincipal } from '../../plugins/auth.ts';
import { hashToken, newToken } from './tokens.ts';
import { createSecondStep, mustHaveSecondStep } from './second-step.ts';
import type { ActivityLogService } from '../activity-log/index.ts';

const MINUTE = 60_000;

export function createAuthService(db: Db, log: ActivityLogService) {
  const throttle = createFailureThrottle(db);
  const secondStep = createSecondStep(db);
  /** Sign-ins of each login id being checked by this server now. */
  const inFlight = new Map<string, number>();

  /** Every call of `/sw/a` runs this lookup first, so it is built once and sent as a hot statement. */
  const liveSession = hotStatement(
    db,
    'live_session',
    db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        sellerId: sellers.id,
        loginId: sellers.loginId,
        marketId: sellers.marketId,
        role: sellers.role,
        hasSecondStep: sql<boolean>`${sellers.totpSecret} is not null`,
        secondStepOptional: sellers.secondStepOptional,
        idleMinutes: markets.sessionIdleMinutes,
        stepUpRequired: sessions.stepUpRequired,
      })
      .from(sessions)
      .innerJoin(sellers, eq(sellers.id, sessions.sellerId))
      .innerJoin(markets, eq(markets.id, sellers.marketId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          // Idle past the market's time: ended (issue 34 §5).
          sql`${sessions.lastSeenAt} > ${sql.placeholder('now')}::timestamptz - make_interval(mins => ${markets.sessionIdleMinutes})`,
          eq(sessions.secondStepPending, false),
          eq(sellers.disabled, false),
        ),
      ),
  );

  /** Addresses the id signed in from lately skip the per-id spacing. */
  async function isKnownAddress(id: string, address: string, now: Date) {
    const since = new Date(now.getTime() - AUTH_LIMITS.knownAddressDays * 24 * 60 * MINUTE);
    const [row] = await db
      .select({ at: loginKnownAddresses.lastSuccessAt })
      .from(loginKnownAddresses)
      .where(and(eq(loginKnownAddresses.loginId, id), eq(loginKnownAddresses.address, address)));
    return !!row && row.at > since;
  }

  /** Answers a refused sign-in with 429 after giving back the attempts it reserved. */
  async function busy(reserved: string[]): Promise<never> {
    for (const key of reserved) await throttle.release(key);
    throw fail(429, 'LOGIN_BUSY', 'auth.busy');
  }

  /** Runs `work` as one of at most `maxConcurrentPerId` sign-ins of the id on this server, or refuses it. */
  async function oneOfFewPerId<T>(id: string, work: () => Promise<T>): Promise<T> {
    const running = inFlight.get(id) ?? 0;
    if (running >= AUTH_LIMITS.maxConcurrentPerId) throw fail(429, 'LOGIN_THROTTLED', 'auth.tooManyAttempts');
    inFlight.set(id, running + 1);
    try {
      return await work();
    } finally {
      const left = (inFlight.get(id) ?? 1) - 1;
      if (left > 0) inFlight.set(id, left);
      else inFlight.delete(id);
    }
  }

  async function checkAndSignIn(
    id: string,
    loginId: string,
    password: string,
    address: string,
    now: Date,
  ): Promise<LoginAnswer> {
    const pairKey = `ia:${id}|${address}`;
    const ipKey = `ip:${address}`;
    const idKey = `id:${id}|${addressPrefix(address)}`;
    // The account as a whole, across networks and servers.
    const accountKey = `acct:${id}`;
    // A pair that signed in before is held back by nothing but its own wrong passwords, and those only
    // space it out: guesses for other ids from its address, or for its id from elsewhere (however many,
    // however many at once), never count.
    const known = await isKnownAddress(id, address, now);
    if (known) return checkPassword(id, loginId, password, address, now, { known, reserved: [pairKey], pairKey });
    return oneOfFewPerId(id, async () => {
      const reserved = [pairKey, ipKey, idKey, accountKey];
      const admitted =
        (await throttle.reserve(ipKey, AUTH_LIMITS.maxFailuresPerAddress, now)) &&
        (await throttle.reserve(pairKey, AUTH_LIMITS.maxFailuresPerId, now)) &&
        (await throttle.reserveSpaced(idKey, AUTH_LIMITS.idAttemptsBeforeDelay, now)) &&
        (await throttle.reserveAtRate(
          accountKey,
          AUTH_LIMITS.maxAttemptsPerIdPerMinute,
          AUTH_LIMITS.maxAttemptsPerIdPerMinute,
          now,
        ));
      if (!admitted) throw fail(429, 'LOGIN_THROTTLED', 'auth.tooManyAttempts');
      return checkPassword(id, loginId, password, address, now, { known, reserved, pairKey });
    });
  }

  async function checkPassword(
    id: string,
    loginId: string,
    password: string,
    address: string,
    now: Date,
    { known, reserved, pairKey }: { known: boolean; reserved: string[]; pairKey: string },
  ): Promise<LoginAnswer> {
    if (known && !(await throttle.reserveSpaced(pairKey, AUTH_LIMITS.maxFailuresPerId, now)))
      throw fail(429, 'LOGIN_THROTTLED', 'auth.tooManyAttempts');
    const [row] = await db
      .select({ seller: sellers, market: markets })
      .from(sellers)
      .innerJoin(markets, eq(markets.id, sellers.marketId))
      .where(eq(sellers.loginId, loginId));
    const usable = row && !row.seller.disabled && row.seller.invitationHash === null ? row : null;
    let ok: boolean;
    try {
      // An id with no password to check (unknown or disabled) gets the same check, against a hash no
      // password matches: the same answer in the same time, under load too.
      ok = await verifyPassword(usable?.seller.passwordHash ?? (await unusableHash()), password, { urgent: known });
    } catch (err) {
      if (err instanceof QueueFullError) return busy(reserved);
      throw err;
    }
    if (!ok || !usable) throw fail(401, 'WRONG_CREDENTIALS', 'auth.wrongCredentials');
    await throttle.clear(pairKey);
    for (const key of reserved) if (key !== pairKey) await throttle.release(key);
    await db
      .insert(loginKnownAddresses)
      .values({ loginId: id, address, lastSuccessAt: now })
      .onConflictDoUpdate({
        target: [loginKnownAddresses.loginId, loginKnownAddresses.address],
        set: { lastSuccessAt: now },
      });
    const token = newToken();
    if (usable.seller.totpSecret) {
      // The password was right; the session waits for the second step, its token good for nothing else.
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        sellerId: usable.seller.id,
        expiresAt: new Date(now.getTime() + SECOND_STEP_MINUTES * MINUTE),
        secondStepPending: true,
      });
      return { authorized: false, secondStep: 'totp', challenge: token, message: message('secondStep.needed') };
    }
    await db.transaction(async (tx) => {
      await tx.insert(sessions).values({
        tokenHash: hashToken(token),
        sellerId: usable.seller.id,
        expiresAt: new Date(now.getTime() + AUTH_LIMITS.absoluteHours * 60 * MINUTE),
      });
      await log.record(
        { sellerId: usable.seller.id },
        { marketId: usable.market.id, kind: 'signIn', detail: address },
        tx,
      );
    });
    return { authorized: true, key: usable.market.id, id: usable.seller.loginId, market: usable.market.koName, token };
  }

  return {
    /**
     * Signs in. Before the slow hash, attempts are reserved in the shared failure table: for an
     * (id, address) pair that signed in lately, only its own wrong passwords, spaced out past
     * `maxFailuresPerId`, and nothing else: no other count and no concurrency cap hold it back. For
     * any other: per (id, address) and per address (locks for the window), per id and address network
     * (spaced out, never locked), and per id across every network and server
     * (`maxAttemptsPerIdPerMinute`, so guesses spread over networks stay a few dozen a minute); at most
     * `maxConcurrentPerId` of its checks run at once here. The hash checks of the server are capped
     * (passwords.ts): past the short queue a sign-in is refused with 429, except a known pair's, which
     * goes first. An unknown or disabled id gets the same hash check, against a hash no password
     * matches, so its answer takes the same time. A success gives its reservations back.
     */
    async login(loginId: string, password: string, socketAddress: string): Promise<LoginAnswer> {
      const address = plainAddress(socketAddress);
      return checkAndSignIn(loginId.toLowerCase(), loginId, password, address, new Date());
    },

    /**
     * The second step of a sign-in: the challenge of the first answer and a code of the seller's
     * authenticator app (or a recovery code). Wrong codes count as failed sign-ins do: per seller
     * (`maxFailuresPerId` in the window, then 429 even for the right code) and per address, and a
     * challenge ends after SECOND_STEP_TRIES of them. The right code turns the challenge into a
     * session under a new token.
     */
    async completeSecondStep(challenge: string, code: string, socketAddress: string): Promise<LoginResult> {
      const now = new Date();
      const address = plainAddress(socketAddress);
      const [row] = await db
        .select({ session: sessions, seller: sellers, market: markets })
        .from(sessions)
        .innerJoin(sellers, eq(sellers.id, sessions.sellerId))
        .innerJoin(markets, eq(markets.id, sellers.marketId))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(challenge)),
            eq(sessions.secondStepPending, true),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            eq(sellers.disabled, false),
          ),
        );
      if (!row) throw fail(401, 'SECOND_STEP_EXPIRED', 'secondStep.expired');
      const sellerKey = `tf:${row.seller.id}`;
      const ipKey = `ip:${address}`;
      const admitted =
        (await throttle.reserve(ipKey, AUTH_LIMITS.maxFailuresPerAddress, now)) &&
        (await throttle.reserve(sellerKey, AUTH_LIMITS.maxFailuresPerId, now));
      if (!admitted) throw fail(429, 'LOGIN_THROTTLED', 'auth.tooManyAttempts');
      if (!(await secondStep.check(row.seller, code))) {
        await db.transaction(async (tx) => {
          const [after] = await tx
            .update(sessions)
            .set({ secondStepFailures: sql`${sessions.secondStepFailures} + 1` })
            .where(eq(sessions.id, row.session.id))
            .returning({ failures: sessions.secondStepFailures });
          if ((after?.failures ?? SECOND_STEP_TRIES) >= SECOND_STEP_TRIES) {
            await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.session.id));
          }
          await log.record(
            { sellerId: row.seller.id },
            { marketId: row.market.id, kind: 'secondStepFailed', detail: address },
            tx,
          );
        });
        throw fail(401, 'WRONG_CODE', 'secondStep.wrongCode');
      }
      await throttle.release(ipKey);
      await throttle.release(sellerKey);
      const token = newToken();
      await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({
            tokenHash: hashToken(token),
            secondStepPending: false,
            lastSeenAt: now,
            expiresAt: new Date(now.getTime() + AUTH_LIMITS.absoluteHours * 60 * MINUTE),
          })
          .where(eq(sessions.id, row.session.id));
        await tx
          .insert(loginKnownAddresses)
          .values({ loginId: row.seller.loginId.toLowerCase(), address, lastSuccessAt: now })
          .onConflictDoUpdate({
            target: [loginKnownAddresses.loginId, loginKnownAddresses.address],
            set: { lastSuccessAt: now },
          });
        await log.record({ sellerId: row.seller.id }, { marketId: row.market.id, kind: 'signIn', detail: address }, tx);
      });
      return { authorized: true, key: row.market.id, id: row.seller.loginId, market: row.market.koName, token };
    },

    secondStep,

    /** Whether an enabled seller signs in with this password (the start banner's demo check). */
    async acceptsPassword(loginId: string, password: string): Promise<boolean> {
      const [row] = await db
        .select({ hash: sellers.passwordHash })
        .from(sellers)
        .where(and(eq(sellers.loginId, loginId), eq(sellers.disabled, false)));
      return !!row && (await verifyPassword(row.hash, password, { urgent: true }));
    },

    /**
     * The seller behind a live token, or null. A session idle for its market's time (since its last
     * activity) has ended. A call the seller made (`background` false) is activity: it moves the idle
     * clock, at most once a minute. A call seen after an idle spell of `SESSION_IDLE.stepUpMinutes`
     * marks the session for the password again before personal data in full (`stepUp`).
     */
    async authenticate(
      token: string,
      { background = false }: { background?: boolean } = {},
    ): Promise<SellerPrincipal | null> {
      const now = new Date();
      const [row] = await liveSession.rows({
        tokenHash: hashToken(token),
        // As ISO text: node-postgres formats a Date slowly, and every call runs this.
        now: now.toISOString(),
      });
      if (!row) return null;
      const [
        sessionId,
        lastSeenAt,
        sellerId,
        loginId,
        marketId,
        role,
        hasSecondStep,
        secondStepOptional,
        idleMinutes,
        wasStepUpRequired,
      ] = row as [unknown, Date, unknown, string, unknown, Role, boolean, boolean, number, boolean];
      const idle = now.getTime() - lastSeenAt.getTime();
      const stepUpRequired = wasStepUpRequired || idle >= SESSION_IDLE.stepUpMinutes * MINUTE;
      const touch = !background && idle > MINUTE;
      if (touch || stepUpRequired !== wasStepUpRequired) {
        await db
          .update(sessions)
          .set(touch ? { lastSeenAt: now, stepUpRequired } : { stepUpRequired })
          .where(eq(sessions.id, Number(sessionId)));
      }
      return {
        sessionId: Number(sessionId),
        sellerId: Number(sellerId),
        loginId,
        marketId: Number(marketId),
        role,
        secondStepMissing: !hasSecondStep && mustHaveSecondStep({ role, secondStepOptional }),
        idleMinutes,
        idleEndsAt: (touch ? now : lastSeenAt).getTime() + idleMinutes * MINUTE,
        stepUpRequired,
      };
    },

    /**
     * Why a token's session ended, for the 401 of a call that sent it (only asked after
     * `authenticate` found no live session): null for an unknown token or one that timed out.
     */
    async endReason(token: string): Promise<SessionEndReason | null> {
      const [row] = await db
        .select({ reason: sessions.endReason })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      return row?.reason ?? null;
    },

    /** The seller's own "stay signed in": the idle clock starts again now. */
    async keepAlive(principal: SellerPrincipal): Promise<{ idleMinutes: number; idleSeconds: number }> {
      const now = new Date();
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, principal.sessionId));
      principal.idleEndsAt = now.getTime() + principal.idleMinutes * MINUTE;
      return { idleMinutes: principal.idleMinutes, idleSeconds: principal.idleMinutes * 60 };
    },

    /**
     * Personal data in full after an idle spell asks for the password again (issue 34 §5): none sent
     * is 403 STEP_UP_REQUIRED, a wrong one 403 WRONG_PASSWORD, counted as a password change's guesses
     * are (`maxFailuresPerId` in the window, then 429). The right one clears the mark for the session.
     */
    async stepUp(principal: SellerPrincipal, password: string | undefined): Promise<void> {
      if (!principal.stepUpRequired) return;
      if (!password) throw fail(403, 'STEP_UP_REQUIRED', 'privacy.passwordRequired');
      const now = new Date();
      const throttleKey = `su:${principal.sellerId}`;
      if (!(await throttle.reserve(throttleKey, AUTH_LIMITS.maxFailuresPerId, now)))
        throw fail(429, 'STEP_UP_THROTTLED', 'auth.tooManyAttempts');
      const [seller] = await db
        .select({ passwordHash: sellers.passwordHash })
        .from(sellers)
        .where(eq(sellers.id, principal.sellerId));
      let ok: boolean;
      try {
        ok = !!seller && (await verifyPassword(seller.passwordHash, password, { urgent: true }));
      } catch (err) {
        if (err instanceof QueueFullError) {
          await throttle.release(throttleKey);
          throw fail(429, 'STEP_UP_THROTTLED', 'auth.busy');
        }
        throw err;
      }
      if (!ok) throw fail(403, 'WRONG_PASSWORD', 'privacy.wrongPassword');
      await throttle.clear(throttleKey);
      await db
        .update(sessions)
        .set({ stepUpRequired: false, lastSeenAt: now })
        .where(eq(sessions.id, principal.sessionId));
      principal.stepUpRequired = false;
    },

    async logout(sessionId: number) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), endReason: 'signedOut' })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /**
     * Ends every session of a seller (sign out everywhere, password change, disabling), noting why;
     * answers how many.
     */
    async revokeAll(sellerId: number, reason: SessionEndReason, executor: Pick<Db, 'update'> = db): Promise<number> {
      const ended = await executor
        .update(sessions)
        .set({ revokedAt: new Date(), endReason: reason })
        .where(and(eq(sessions.sellerId, sellerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .returning({ id: sessions.id });
      return ended.length;
    },

    async sellerInfo(sellerId: number): Promise<SellerInfo> {
      const [row] = await db
        .select({
          name: sellers.name,
          role: sellers.role,
          koName: markets.koName,
          profileImage: markets.profileImage,
        })
        .from(sellers)
        .innerJoin(markets, eq(markets.id, sellers.marketId))
        .where(eq(sellers.id, sellerId));
      if (!row) throw notFound();
      return { market: { profileImage: row.profileImage, koName: row.koName }, name: row.name, role: row.role };
    },

    /** Forgets expired sessions, stale throttling rows and long-unused known addresses. */
    async sweep() {
      const now = new Date();
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - 24 * 60 * MINUTE)));
      await throttle.sweep(now);
      await db
        .delete(loginKnownAddresses)
        .where(
          lt(
            loginKnownAddresses.lastSuccessAt,
            new Date(now.getTime() - AUTH_LIMITS.knownAddressDays * 24 * 60 * MINUTE),
          ),
        );
    },

    hashPassword,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
