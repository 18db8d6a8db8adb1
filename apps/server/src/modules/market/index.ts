/** The market module's public surface: other modules and the app import it only through this file. */
export { marketRoutes } from './routes.ts';
export { createMarketService, type MarketService } from './service.ts';
