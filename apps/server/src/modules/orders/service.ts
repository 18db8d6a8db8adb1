import type { Db } from '../../db/client.ts';
import { createOrderPrints } from './print.ts';
import { createOrderReads, type OrderReadOptions } from './reads.ts';
import { createOrderWrites } from './writes.ts';

export type { Actor } from './writes.ts';
export type OrderServiceOptions = OrderReadOptions;

/** The orders module's service: its reads (`reads.ts`), writes (`writes.ts`) and prints (`print.ts`), closures over one database. */
export function createOrderService(db: Db, options: OrderServiceOptions = {}) {
  return { ...createOrderReads(db, options), ...createOrderWrites(db), ...createOrderPrints(db) };
}

export type OrderService = ReturnType<typeof createOrderService>;
