/** The auth module's public surface: other modules and the app import it only through this file. */
export { hashPassword, verifyPassword } from './passwords.ts';
export { authRoutes } from './routes.ts';
export type { SellerPrincipal } from '../../plugins/auth.ts';
export { createAuthService, type AuthService } from './service.ts';
export { createFailureThrottle, type FailureThrottle } from './throttle.ts';
export { hashToken } from './tokens.ts';
