import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from '../../db/client.ts';
import type { ActivityLogService, ActivityRecord, Actor } from './service.ts';

/** The activity row a call will write: its actor and entry, and whether a transaction has written it. */
interface Pending {
  actor: Actor;
  entry: ActivityRecord;
  written: boolean;
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
  if (store) store.pending = { actor, entry, written: false };
}

/**
 * Adds the codes a service learns while it works (a new product's code) to the call's row; called
 * inside the change's transaction, before the row is written at its end.
 */
export function noteActivitySubjects(subjects: readonly string[]) {
  const pending = calls.getStore()?.pending;
  if (pending && !pending.written)
    pending.entry = { ...pending.entry, subjects: [...(pending.entry.subjects ?? []), ...subjects] };
}

/** Writes the call's row with this executor unless a transaction already did; false when there is none. */
export async function writePendingActivity(log: ActivityLogService, executor: Pick<Db, 'insert' | 'select'>) {
  const pending = calls.getStore()?.pending;
  if (!pending || pending.written) return false;
  await log.record(pending.actor, pending.entry, executor);
  pending.written = true;
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
  const transaction: Db['transaction'] = (work, config) =>
    db.transaction(async (tx: Tx) => {
      const result = await work(tx);
      await writePendingActivity(log, tx);
      return result;
    }, config);
  return new Proxy(db, {
    get: (target, key, receiver) => (key === 'transaction' ? transaction : Reflect.get(target, key, receiver)),
  });
}
