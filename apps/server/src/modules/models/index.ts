/** The models module's public surface: other modules and the app import it only through this file. */
export { modelRoutes } from './routes.ts';
export { createModelService, type ModelService } from './service.ts';
