import { LRUCache } from 'lru-cache';

/**
 * The JSON of order lines the server has sent, keyed by order id and row version (PostgreSQL's
 * `xmin`, which every committed change of the row replaces). A page whose lines are all here costs
 * the database only its ids, however many instances share it: a line changed anywhere has a new
 * version, so it is read again. Least recently used lines leave first once the kept JSON reaches
 * `maxBytes`.
 *
 * Correct only while the line's JSON (`order-json.ts`) reads nothing but the orders row: the
 * version says nothing about other tables. The INVARIANT is stated there and enforced by
 * `test/order-json.test.ts`.
 */
export interface OrderLineCache {
  get(id: number, version: string): Buffer | undefined;
  set(id: number, version: string, json: Buffer): void;
}

/** What one kept line costs besides its JSON (entry, key, version string), roughly. */
const ENTRY_BYTES = 128;

export function createOrderLineCache(maxBytes: number): OrderLineCache {
  const lines = new LRUCache<number, { version: string; json: Buffer }>({
    maxSize: maxBytes,
    sizeCalculation: (line) => line.json.length + ENTRY_BYTES,
  });
  return {
    get(id, version) {
      const line = lines.get(id); // marks it most recently used
      return line?.version === version ? line.json : undefined;
    },
    set(id, version, json) {
      // An own copy: a small Buffer may be a slice of a shared 8 KB pool, which it would keep alive.
      const own = Buffer.allocUnsafeSlow(json.length);
      json.copy(own);
      lines.set(id, { version, json: own });
    },
  };
}
