import { z } from 'zod';
import { ACTIVITY_KINDS } from '../staff/activity.ts';
import { ROLES } from '../staff/roles.ts';
import { STAFF_LOGIN_ID_MAX, STAFF_NAME_MAX } from '../limits.ts';
import { loginResultSchema } from './auth.ts';
import { calendarDateSchema, DEFAULT_PAGE_SIZE, pageNumberSchema, pageSizeSchema } from './common.ts';

const roleSchema = z
  .enum(ROLES)
  .describe('owner (대표), manager (운영 매니저), orders (주문·배송), products (상품), cs (CS), viewer (조회 전용)');

/** One person of a market as the staff screen lists them. */
export const staffMemberSchema = z.object({
  loginId: z.string(),
  name: z.string(),
  role: roleSchema,
  status: z
    .enum(['active', 'disabled', 'invited', 'expired'])
    .describe('invited: the invitation is open; expired: it was not accepted in time'),
  secondStep: z.boolean().describe('two-step sign-in is on'),
  invitationExpiresAt: z.string().nullable().describe('ISO-8601 UTC; null once accepted'),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/** `POST …/staff/invitations`: a new staff member; the role is not `owner`. */
export const invitationBodySchema = z.object({
  name: z.string().max(STAFF_NAME_MAX * 4),
  loginId: z.string().max(STAFF_LOGIN_ID_MAX * 4),
  role: z.string().max(20),
});

/** The invitation: the code is shown once (only its hash is kept); the link opens the accept screen. */
export const invitationSchema = z.object({
  loginId: z.string(),
  code: z.string().describe('the one-time invitation code (also the last part of the link)'),
  path: z.string().describe('the accept screen of the web app, relative to its address: /invitation/{code}'),
  expiresAt: z.string().describe('ISO-8601 UTC, 72 hours after the invitation'),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** `GET /sw/a/v1/invitations/{code}` (public): whom the invitation is for. */
export const invitationInfoSchema = z.object({
  loginId: z.string(),
  name: z.string(),
  market: z.string(),
  role: roleSchema,
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

export const invitationAcceptBodySchema = z.object({ password: z.string().max(200) });

export const roleBodySchema = z.object({ role: z.string().max(20) });
export const staffParamsSchema = z.object({ loginId: z.string().min(1).max(100) });
export const staffStateSchema = z.object({
  loginId: z.string(),
  role: roleSchema,
  status: staffMemberSchema.shape.status,
});
export type StaffState = z.infer<typeof staffStateSchema>;
export const staffRemovedSchema = z.object({ loginId: z.string(), removed: z.literal(true) });

/** `GET /sw/a/v1/seller/second-step`: the signed-in seller's two-step sign-in. */
export const secondStepStateSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean().describe('the role requires it (the demo sellers are only offered it)'),
  recoveryCodesLeft: z.number().int(),
});
export type SecondStepState = z.infer<typeof secondStepStateSchema>;

/** `POST /sw/a/v1/seller/second-step/setup`: a new secret to scan, confirmed by a code. */
export const secondStepSetupSchema = z.object({
  secret: z.string().describe('base32 secret, for typing into an authenticator app'),
  uri: z.string().describe('otpauth://totp/… (RFC 6238: SHA-1, 6 digits, 30 s)'),
  qr: z.string().describe('the URI as a QR code, a data:image/svg+xml URL'),
});
export type SecondStepSetup = z.infer<typeof secondStepSetupSchema>;

export const secondStepCodeBodySchema = z.object({ code: z.string().max(40) });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/**
 * The sign-in answer when the password was right and a second step is needed: `authorized` is false,
 * and `POST /sw/a/v1/seller/login/second-step` with `{challenge, code}` completes the sign-in.
 */
export const secondStepNeededSchema = z.object({
  authorized: z.literal(false),
  secondStep: z.literal('totp').describe('a code of the authenticator app (or a recovery code) is needed'),
  challenge: z.string().describe('send back with the code; valid 5 minutes, 5 tries'),
  message: z.string().describe('the Korean prompt'),
});
export type SecondStepNeeded = z.infer<typeof secondStepNeededSchema>;
export const loginAnswerSchema = z.union([loginResultSchema, secondStepNeededSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const secondStepLoginBodySchema = z.object({ challenge: z.string().max(200), code: z.string().max(40) });

/** `GET /sw/a/v1/activity`: filters of the activity log. */
export const activityQuerySchema = z.object({
  page: pageNumberSchema.default(1),
  size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
  loginId: z.string().trim().max(100).optional().describe('the acting seller'),
  kind: z.enum(ACTIVITY_KINDS).optional(),
  subject: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('an order or product code (or a login id) the entry is about'),
  startDate: calendarDateSchema.optional(),
  endDate: calendarDateSchema.optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  loginId: z.string(),
  name: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  subject: z.string(),
  detail: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityPageSchema = z.object({ total: z.number().int(), entries: z.array(activityEntrySchema) });
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** `GET /sw/a/v1/products/{code}/activity`: a page of one product's changes, newest first. */
export const productActivityQuerySchema = activityQuerySchema.pick({ page: true, size: true });
export type ProductActivityQuery = z.infer<typeof productActivityQuerySchema>;
