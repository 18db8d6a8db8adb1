/** The deliveries module's public surface: other modules and the app import it only through this file. */
export { deliveryRoutes } from './routes.ts';
export { createDeliveryService, resolveMarketProducts, updateMarketProducts, type DeliveryService } from './service.ts';
