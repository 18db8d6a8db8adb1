/** The products module's public surface: other modules and the app import it only through this file. */
export { productRoutes } from './routes.ts';
export { createProductService, type ProductService } from './service.ts';
export { insertProductBatch, type BatchProduct } from './batch.ts';
