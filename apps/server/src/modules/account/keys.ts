import { constants, createPrivateKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { PASSWORD_RSA } from '@seller/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverKeys } from '../../db/schema/index.ts';

const generate = promisify(generateKeyPair);
const KEY_NAME = 'password-change-rsa';

export interface PasswordKey {
  /** SubjectPublicKeyInfo DER, base64: what the browser imports. */
  spki: string;
  decrypt(cipher: Buffer): Buffer;
}

/**
 * The RSA-OAEP key pair of the password-change call. It is made on first use and kept in the
 * database (table server_keys), so a restart keeps it and every instance on the same database reads
 * the same pair; when two instances race to create it, the first insert wins and both read that one.
 */
export function createPasswordKeyStore(db: Db) {
  let pending: Promise<PasswordKey> | null = null;

  async function load(): Promise<PasswordKey> {
    let [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
    if (!row) {
      const pair = await generate('rsa', {
        modulusLength: PASSWORD_RSA.modulusLength,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      await db
        .insert(serverKeys)
        .values({ name: KEY_NAME, publicKey: pair.publicKey, privateKey: pair.privateKey })
        .onConflictDoNothing();
      [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
      if (!row) throw new Error('password key could not be stored');
    }
    const privateKey: KeyObject = createPrivateKey(row.privateKey);
    const spki = row.publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----|\s/g, '');
    return {
      spki,
      decrypt: (cipher) =>
        privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, cipher),
    };
  }

  return {
    get(): Promise<PasswordKey> {
      pending ??= load().catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
  };
}
