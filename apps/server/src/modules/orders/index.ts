/** The orders module's public surface: other modules and the app import it only through this file. */
export { orderRoutes } from './routes.ts';
export { createOrderService, type OrderService } from './service.ts';
export { EXPORT_READS } from './reads.ts';
