/** The platform module's public surface: other modules and the app import it only through this file. */
export { createPlatformKeyService, type PlatformKeyService, type PlatformKeyView } from './keys.ts';
export { platformKeyRoutes } from './key-routes.ts';
export { platformRoutes, platformConfig, platformRefusals, signedHeaders, type PlatformServices } from './routes.ts';
export { createIntakeService, type IntakeService } from './intake.ts';
export { createMoveService, moveOrder, type MoveService } from './moves.ts';
export { createInquiryService, type InquiryService } from './inquiries.ts';
export { createPlatformReads, type PlatformReads } from './reads.ts';
