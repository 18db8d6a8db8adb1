/** The notices module's public surface: other modules and the app import it only through this file. */
export { noticeRoutes } from './routes.ts';
export { createNoticeService, type NoticeService, type PublishNoticeInput } from './service.ts';
