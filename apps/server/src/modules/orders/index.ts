/** The orders module's public surface: other modules and the app import it only through this file. */
export { orderRoutes } from './routes.ts';
export { createOrderService, type OrderService } from './service.ts';
export { EXPORT_READS } from './reads.ts';
/** Delivery-write pieces the claims' re-ship shares (the same checks as a first delivery; issue 36 §5). */
export {
  parcelColumns,
  readForDeliveries,
  rowsOf,
  trackingHolders,
  transitionError,
  withDeliveryLock,
  type Actor,
  type StoredOrder,
} from './writes.ts';
