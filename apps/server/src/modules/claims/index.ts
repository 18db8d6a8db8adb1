/** Claims' substance: pickup (회수), inspection, hold (issue 36 §1–§3, §6's 처리 지연). */
export { claimRoutes } from './routes.ts';
export { createClaimService, type ClaimService } from './service.ts';
export { assertNotHeld, claimKindOf, claimView, delayLine, isDelayed, openClaims } from './store.ts';
