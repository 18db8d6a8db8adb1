/** The operator module's public surface: other modules and the app import it only through this file. */
export { operatorRoutes } from './routes.ts';
