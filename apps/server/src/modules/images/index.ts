/** The images module's public surface: other modules and the app import it only through this file. */
export { imageRoutes, readForm as readImageForm } from './routes.ts';
export { createImageService, EDITOR_UPLOAD_LIMITS, type ImageService } from './service.ts';
