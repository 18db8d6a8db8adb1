/** The admin module's public surface: other modules and the app import it only through this file. */
export { createAdminService, type AdminService } from './service.ts';
