/** The account module's public surface: other modules and the app import it only through this file. */
export { accountRoutes } from './routes.ts';
export { createAccountService, marketInfoOf, type AccountService } from './service.ts';
