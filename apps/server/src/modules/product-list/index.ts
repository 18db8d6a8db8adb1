/** The product-list module's public surface: other modules and the app import it only through this file. */
export { productListRoutes } from './routes.ts';
export { createProductListService, type ProductListService } from './service.ts';
