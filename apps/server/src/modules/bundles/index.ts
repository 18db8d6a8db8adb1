/** The bundles module's public surface: other modules and the app import it only through this file. */
export { bundleRoutes } from './routes.ts';
export { createBundleService, type BundleService } from './service.ts';
