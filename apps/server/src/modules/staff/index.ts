/** The staff module's public surface: other modules and the app import it only through this file. */
export { staffRoutes } from './routes.ts';
export { createStaffService, type StaffService } from './service.ts';
