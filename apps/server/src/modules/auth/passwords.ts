import { hash, verify } from '@node-rs/argon2';
import { createSemaphore } from '../../lib/semaphore.ts';

/** OWASP's argon2id setting: 19 MiB, two passes, one lane. */
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// At most two hashes at once, so a flood of sign-ins cannot starve the server.
const limit = createSemaphore(2);

export const hashPassword = (password: string) => limit(() => hash(password, ARGON2));

// Verified against when the login id does not exist, so both answers take the same time.
let dummyHash: Promise<string> | undefined;

export function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  return limit(async () => {
    if (passwordHash) return verify(passwordHash, password);
    dummyHash ??= hash('not-a-real-password', ARGON2);
    await verify(await dummyHash, password);
    return false;
  });
}
