/** The privacy module's public surface: other modules and the app import it only through this file. */
export { privacyRoutes, viewerOf } from './routes.ts';
export {
  createPrivacyService,
  DEFAULT_PRIVACY_SETTINGS,
  type PrivacyService,
  type PrivacySettings,
  type Viewer,
} from './service.ts';
