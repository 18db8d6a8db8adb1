import type { MessageKey } from '@seller/domain';
import type { Db } from '../../db/client.ts';
import { selectedCodes } from './codes.ts';
import { createOrderPrints } from './print.ts';
import { createOrderReads, type OrderReadOptions } from './reads.ts';
import { createOrderWrites } from './writes.ts';

export type { Actor } from './writes.ts';
export type OrderServiceOptions = OrderReadOptions;

/** The orders module's service: its reads (`reads.ts`), writes (`writes.ts`) and prints (`print.ts`), closures over one database. */
export function createOrderService(db: Db, options: OrderServiceOptions = {}) {
  return {
    ...createOrderReads(db, options),
    ...createOrderWrites(db),
    ...createOrderPrints(db),
    /** A selection's codes, each once; 404 (message `notFound`) naming any that is not the market's. */
    selectedCodes: (marketId: number, codes: readonly string[], notFound: MessageKey) =>
      selectedCodes(db, marketId, codes, notFound),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
