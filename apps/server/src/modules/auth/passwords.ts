import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
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

/** How long recent checks took, queue included: what an unknown id's answer waits. */
const recent: number[] = [];
const RECENT_MAX = 64;
let calibration: Promise<number> | undefined;

/** Hash checks this process has run (for the log and tests: an unknown id adds none). */
let checks = 0;
export const checksRun = () => checks;

/** Checks a password against its hash; throws QueueFullError when the sign-in queue is full. */
export async function verifyPassword(passwordHash: string, password: string, options: { urgent?: boolean } = {}) {
  const started = performance.now();
  checks++;
  const ok = await limit(() => verify(passwordHash, password), options);
  recent.push(performance.now() - started);
  if (recent.length > RECENT_MAX) recent.shift();
  return ok;
}

/** Whether a sign-in check that is not urgent would be refused now. */
export const checksAreFull = () => limit.isFull();

/**
 * The answer time of a check without its work, for an id that has no password to check: waits as
 * long as a check drawn from the recent ones took (the first time, one real check of a made-up hash
 * measures it). Unknown ids so cost no hashing, and their answers cannot be told apart by time.
 */
export async function waitLikeACheck() {
  calibration ??= (async () => {
    const made = await hashPassword('not-a-real-password');
    const started = performance.now();
    await limit(() => verify(made, 'another-password'), { urgent: true });
    return performance.now() - started;
  })();
  const ms = recent.length > 0 ? recent[randomInt(recent.length)]! : await calibration;
  await sleep(ms);
}
