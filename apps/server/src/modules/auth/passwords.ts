import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { createSemaphore } from '../../lib/semaphore.ts';

/** OWASP's argon2id setting: 19 MiB, two passes, one lane. */
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most 2 hashes at once per server and 8 sign-in checks waiting (about 50 ms of work at ~9 ms a
 * hash); a sign-in beyond that is refused at once (429), so a flood cannot build a queue that every
 * seller waits in. Urgent checks (a known id and address, a signed-in seller) are never refused and
 * go first.
 */
export const HASH_SLOTS = 2;
export const HASH_QUEUE = 8;
const limit = createSemaphore(HASH_SLOTS, HASH_QUEUE);

export const hashPassword = (password: string) => limit(() => hash(password, ARGON2), { urgent: true });

/** Hash checks this process has run (for the log and tests). */
let checks = 0;
export const checksRun = () => checks;

/** Checks a password against its hash; throws QueueFullError when the sign-in queue is full. */
export async function verifyPassword(passwordHash: string, password: string, options: { urgent?: boolean } = {}) {
  checks++;
  return limit(() => verify(passwordHash, password), options);
}

/** Whether a sign-in check that is not urgent would be refused now. */
export const checksAreFull = () => limit.isFull();

let unusable: Promise<string> | undefined;

/**
 * The hash an id without a password (unknown or disabled) is checked against: of a random secret, so
 * no password matches it. Checking it is the same work in the same queue as a real check, so the two
 * answers cannot be told apart by time, under load or right after a burst (a wait drawn from past
 * checks could: the queue changes faster than the samples).
 */
export function unusableHash(): Promise<string> {
  unusable ??= hashPassword(randomBytes(32).toString('base64'));
  return unusable;
}
