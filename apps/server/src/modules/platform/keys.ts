import { randomBytes } from 'node:crypto';
import { PLATFORM_KEY_NAME_MAX, textLength } from '@seller/domain';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { markets, platformKeys, platformSignatures } from '../../db/schema/index.ts';
import { badRequest, fail, notFound } from '../../lib/errors.ts';
import { SIGNATURE_SKEW_SECONDS, type PlatformKeyStore } from '../../plugins/platform-auth.ts';

export interface PlatformKeyView {
  key: string;
  name: string;
  /** null: every market of the deployment. */
  markets: number[] | null;
  createdAt: string;
  revokedAt: string | null;
}

const view = (row: typeof platformKeys.$inferSelect): PlatformKeyView => ({
  key: row.keyId,
  name: row.name,
  markets: row.markets ?? null,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The platform's credentials: the operator's calls and commands, and the lookups of the signing gate. */
export function createPlatformKeyService(db: Db) {
  async function insertKey(name: string, keyMarkets: number[] | null) {
    const trimmed = name.trim();
    if (trimmed.length === 0 || textLength(trimmed) > PLATFORM_KEY_NAME_MAX)
      throw badRequest('platform.keyNameRequired');
    const wanted = keyMarkets === null ? null : [...new Set(keyMarkets)].sort((a, b) => a - b);
    if (wanted) {
      const found = await db.select({ id: markets.id }).from(markets).where(inArray(markets.id, wanted));
      const missing = wanted.filter((id) => !found.some((m) => m.id === id));
      if (wanted.length === 0 || missing.length > 0)
        throw badRequest('platform.keyMarketsInvalid', { markets: missing.join(', ') || '(없음)' });
    }
    const keyId = `pk_${randomBytes(12).toString('hex')}`;
    const secret = randomBytes(32).toString('base64url');
    const [row] = await db.insert(platformKeys).values({ keyId, secret, name: trimmed, markets: wanted }).returning();
    return { ...view(row!), secret };
  }

  async function activeKey(keyId: string) {
    const [row] = await db.select().from(platformKeys).where(eq(platformKeys.keyId, keyId));
    if (!row) throw fail(404, 'NOT_FOUND', 'platform.keyNotFound');
    if (row.revokedAt) throw fail(409, 'KEY_REVOKED', 'platform.keyRevoked');
    return row;
  }

  const store: PlatformKeyStore = {
    async findKey(keyId) {
      const [row] = await db
        .select({ secret: platformKeys.secret, markets: platformKeys.markets })
        .from(platformKeys)
        .where(and(eq(platformKeys.keyId, keyId), isNull(platformKeys.revokedAt)));
      return row ? { secret: row.secret, markets: row.markets ?? null } : null;
    },
    async recordSignature(signature, tx) {
      const rows = await (tx ?? db)
        .insert(platformSignatures)
        .values({ signature })
        .onConflictDoNothing()
        .returning({ signature: platformSignatures.signature });
      return rows.length === 1;
    },
  };

  return {
    store,
    /** A new key; the answer is the only place its secret is ever shown. */
    create: (input: { name: string; markets: number[] | null }) => insertKey(input.name, input.markets),

    async list(): Promise<PlatformKeyView[]> {
      return (await db.select().from(platformKeys).orderBy(asc(platformKeys.createdAt), asc(platformKeys.keyId))).map(
        view,
      );
    },

    /**
     * A new key with the name and markets of a live one; both stay valid until the old one is
     * revoked, so the marketplace switches without a gap.
     */
    async rotate(keyId: string) {
      const old = await activeKey(keyId);
      return insertKey(old.name, old.markets ?? null);
    },

    async revoke(keyId: string): Promise<PlatformKeyView> {
      await activeKey(keyId);
      const [row] = await db
        .update(platformKeys)
        .set({ revokedAt: new Date() })
        .where(eq(platformKeys.keyId, keyId))
        .returning();
      if (!row) throw notFound();
      return view(row);
    },

    /** Forgets accepted signatures too old to be accepted again anyway (their timestamp is past the skew). */
    async pruneSignatures(now = new Date()) {
      await db
        .delete(platformSignatures)
        .where(lt(platformSignatures.seenAt, new Date(now.getTime() - 2 * SIGNATURE_SKEW_SECONDS * 1000)));
    },
  };
}

export type PlatformKeyService = ReturnType<typeof createPlatformKeyService>;
