import { z } from 'zod';
import { message } from '../messages.ts';
import { SESSION_IDLE } from '../session.ts';
import { ROLES } from '../staff/roles.ts';

// Constants live in a zod-free module so screens that only need them do not load zod.
export * from '../session.ts';

/** Answer of `GET /sw/a/v1/seller/login`: `key` is the market's numeric id, `id` the seller's login id. */
export const loginResultSchema = z.object({
  authorized: z.boolean().describe('true when signed in'),
  key: z
    .number()
    .int()
    .describe("the seller's market id: the market every market-scoped call names (marketId, market, {id})"),
  id: z.string().describe("the seller's login id (sellerId of the seller calls)"),
  market: z.string().describe("the market's Korean name"),
  token: z.string().describe('session token for the X-AUTH-TOKEN header'),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The session context kept in session storage under `SF_CTX`. */
export const sessionContextSchema = z.object({
  authorized: z.literal(true),
  key: z.number().int(),
  market: z.string(),
  id: z.string(),
  token: z.string().min(1),
});
export type SessionContext = z.infer<typeof sessionContextSchema>;

/** Answer of `GET /sw/a/v1/seller/info`. */
export const sellerInfoSchema = z.object({
  market: z.object({ profileImage: z.string().nullable(), koName: z.string() }),
  name: z.string(),
  role: z.enum(ROLES).describe("the seller's role in the market (what the screens let it do)"),
});
export type SellerInfo = z.infer<typeof sellerInfoSchema>;

export const logoutResultSchema = z.object({ loggedOut: z.boolean() });

/** Answer of `POST /sw/a/v1/seller/logout-all`: every session of the seller ended, this one too. */
export const logoutAllResultSchema = z.object({
  loggedOut: z.boolean(),
  sessions: z.number().int().nonnegative().describe('sessions ended, the calling one included'),
});
export type LogoutAllResult = z.infer<typeof logoutAllResultSchema>;

/** `GET|PUT /sw/a/v1/markets/{id}/security`: the market's session settings (issue 34 §5). */
export const marketSecuritySchema = z.object({
  sessionIdleMinutes: z
    .number({ error: () => message('session.idleMinutesRange') })
    .int({ error: () => message('session.idleMinutesRange') })
    .min(SESSION_IDLE.minMinutes, { error: () => message('session.idleMinutesRange') })
    .max(SESSION_IDLE.maxMinutes, { error: () => message('session.idleMinutesRange') })
    .describe(
      `minutes without activity after which a seller's session of this market ends (${SESSION_IDLE.minMinutes}–${SESSION_IDLE.maxMinutes}, default ${SESSION_IDLE.defaultMinutes}); the web warns ${SESSION_IDLE.warningSeconds} s before`,
    ),
});
export type MarketSecurity = z.infer<typeof marketSecuritySchema>;

/** Answer of `POST /sw/a/v1/session/keep-alive`: the session's idle clock, started again. */
export const sessionIdleSchema = z.object({
  idleMinutes: z.number().int().describe("the market's idle time in minutes"),
  idleSeconds: z.number().int().describe('seconds until the session ends if nothing is done from now on'),
});
export type SessionIdle = z.infer<typeof sessionIdleSchema>;

/** `POST /sw/a/v1/session/step-up`: the seller's password, asked again after an idle spell. */
export const stepUpBodySchema = z.object({
  password: z.string().max(200).describe("the seller's password"),
});
