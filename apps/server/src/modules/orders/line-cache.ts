/**
 * The JSON of order lines the server has sent, keyed by order id and row version (PostgreSQL's
 * `xmin`, which every committed change of the row replaces). A page whose lines are all here costs
 * the database only its ids, however many instances share it: a line changed anywhere has a new
 * version, so it is read again. Least recently used lines leave first.
 */
export interface OrderLineCache {
  get(id: number, version: string): Buffer | undefined;
  set(id: number, version: string, json: Buffer): void;
}

export function createOrderLineCache(maxLines: number): OrderLineCache {
  const lines = new Map<number, { version: string; json: Buffer }>();
  return {
    get(id, version) {
      const line = lines.get(id);
      if (!line || line.version !== version) return undefined;
      lines.delete(id); // most recently used last
      lines.set(id, line);
      return line.json;
    },
    set(id, version, json) {
      // An own copy: a small Buffer may be a slice of a shared 8 KB pool, which it would keep alive.
      const own = Buffer.allocUnsafeSlow(json.length);
      json.copy(own);
      lines.delete(id);
      lines.set(id, { version, json: own });
      if (lines.size > maxLines) lines.delete(lines.keys().next().value!);
    },
  };
}
