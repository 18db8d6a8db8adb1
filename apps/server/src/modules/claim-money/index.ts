export { createClaimMoneyService, type ClaimMoneyService } from './service.ts';
export { claimMoneyRoutes } from './routes.ts';
