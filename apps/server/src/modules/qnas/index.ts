/** The qnas module's public surface: other modules and the app import it only through this file. */
export { qnaRoutes } from './routes.ts';
export { createQnaService, type QnaService } from './service.ts';
