import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from '../../db/client.ts';
import type { ActivityLogService, ActivityRecord, Actor } from './service.ts';

/**
 * The activity rows of a call: its actor and entry, whether a transaction has written it, and the
 * codes services noted since (a call that saves products one transaction each writes a row per
 * transaction, naming the products that transaction saved).
 */
interface Pending {
  actor: Actor;
  entry: ActivityRecord;
  written: boolean;
  noted: string[];
}

/** The call being answered (one store per call of a route that declares `activity`). */
const calls = new AsyncLocalStorage<{ pending: Pending | null }>();

/**
 * Runs the rest of a call with a place for its activity row. Called from a callback `onRequest`
 * hook (`als.run(store, done)`), so every later hook, the handler and the services it calls share it.
 */
export function withCallStore(next: () => void) {
  calls.run({ pending: null }, next);
}

/** Runs process-wide work that a call happens to start (a catalogue load) apart from the call's activity row. */
export function apartFromCall<T>(work: () => T): T {
  return calls.exit(work);
}

/** Declares the row this call writes once its change commits (set before the handler runs). */
export function expectActivity(actor: Actor, entry: ActivityRecord) {
  const store = calls.getStore();
  if (store) store.pending = { actor, entry, written: false, noted: [] };
}

/**
 * Names what a change acts on that its call did not name (a new product's code, the product of an
 * image); called inside the change's transaction, whose row names it.
 */
export function noteActivitySubjects(subjects: readonly string[]) {
  calls.getStore()?.pending?.noted.push(...subjects);
}

/**
 * Writes the call's row with this executor unless one was written, or, after it was, a row for the
 * codes noted since (by another transaction of the same call). False when there was none to write.
 */
export async function writePendingActivity(log: ActivityLogService, executor: Pick<Db, 'insert' | 'select'>) {
  const pending = calls.getStore()?.pending;
  if (!pending || (pending.written && pending.noted.length === 0)) return false;
  const { noted } = pending;
  const subjects = pending.written ? noted : [...(pending.entry.subjects ?? []), ...noted];
  await log.record(pending.actor, { ...pending.entry, subjects }, executor);
  pending.written = true;
  pending.noted = [];
  return true;
}

/**
 * The database as the services of a call see it: each transaction writes the call's activity row
 * as its last statement, so the row commits with the change and a change that fails leaves none
 * (as the outbox events and the personal-data access log are written). The first transaction of a
 * call that commits writes it; a call without one (an export) writes it before its answer goes out
 * (`recording.ts`).
 */
export function recordingActivity(db: Db, log: ActivityLogService): Db {
  const transaction: Db['transaction'] = async (work, config) => {
    const pending = calls.getStore()?.pending;
    const before = pending && { written: pending.written, noted: [...pending.noted] };
    try {
      return await db.transaction(async (tx: Tx) => {
        const result = await work(tx);
        await writePendingActivity(log, tx);
        return result;
      }, config);
    } catch (error) {
      // Rolled back, its row too: what it noted was not changed, and a row not committed is still to write.
      if (pending && before) Object.assign(pending, before);
      throw error;
    }
  };
  return new Proxy(db, {
    get: (target, key, receiver) => (key === 'transaction' ? transaction : Reflect.get(target, key, receiver)),
  });
}
