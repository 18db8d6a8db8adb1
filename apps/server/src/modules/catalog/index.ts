/** The catalog module's public surface: other modules and the app import it only through this file. */
export { loadCatalog } from './loader.ts';
export { resolveCategories, resolveFilters } from './lookup.ts';
export { catalogRoutes } from './routes.ts';
export { createCatalogService, type CatalogService } from './service.ts';
