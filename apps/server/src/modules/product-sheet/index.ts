/** The product sheet module's public surface: bulk registration by spreadsheet. */
export { productSheetRoutes } from './routes.ts';
export { createProductSheetService, type ProductSheetService } from './service.ts';
