/** The activity log module's public surface: other modules and the app import it only through this file. */
export { activityLogRoutes } from './routes.ts';
export { registerActivityRecording } from './recording.ts';
export { apartFromCall, noteActivitySubjects, recordingActivity } from './pending.ts';
export {
  createActivityLogService,
  OPERATOR,
  type Actor,
  type ActivityLogService,
  type ActivityRecord,
} from './service.ts';
