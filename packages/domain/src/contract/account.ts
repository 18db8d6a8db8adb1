import { z } from 'zod';
import { versionSchema } from './common.ts';

/** `GET /sw/a/v1/seller/account?sellerId`: the signed-in seller, its market, business and settlement info. */
export const accountQuerySchema = z.object({ sellerId: z.string().min(1).max(100) });

export const marketInfoSchema = z.object({
  id: z.number().int(),
  koName: z.string(),
  engName: z.string(),
  status: z.string(),
  repName: z.string(),
  repContact: z.string(),
  address: z.string(),
  postcode: z.string(),
  dlvyAddress: z.string(),
  dlvyPostcode: z.string(),
  csContact: z.string(),
  profileImage: z.string().nullable(),
  backgroundImage: z.string().nullable(),
  siteUrl: z.string(),
  sns: z.string(),
  version: versionSchema.describe("the market's version (its info and its guide); the guide save compares it"),
});
export type MarketInfo = z.infer<typeof marketInfoSchema>;

export const businessInfoSchema = z.object({
  bizName: z.string(),
  bizNumber: z.string(),
  bizCert: z.string().nullable(),
  licenseNo: z.string(),
  licenseCert: z.string().nullable(),
  taxInvoiceManagerName: z.string(),
  taxInvoiceManagerEmail: z.string(),
  taxInvoiceManagerContact: z.string(),
});
export type BusinessInfo = z.infer<typeof businessInfoSchema>;

export const settlementInfoSchema = z.object({
  bank: z.string(),
  accountName: z.string(),
  account: z.string(),
  bankbookCopy: z.string().nullable(),
});
export type SettlementInfo = z.infer<typeof settlementInfoSchema>;

export const accountSchema = z.object({
  seller: z.object({ id: z.string(), name: z.string(), email: z.string(), contact: z.string() }),
  market: marketInfoSchema,
  business: businessInfoSchema,
  settlement: settlementInfoSchema,
});
export type Account = z.infer<typeof accountSchema>;

/** `GET /sw/a/v1/seller/public-key` (public): the RSA-OAEP key the password-change payload is encrypted with. */
export const publicKeySchema = z.object({
  algorithm: z.literal('RSA-OAEP-256'),
  spki: z.string().describe('SubjectPublicKeyInfo, DER, base64'),
});
export type PublicKey = z.infer<typeof publicKeySchema>;

/** `GET /sw/a/v1/seller/change-password`: whether the current password matched and whether it changed. */
export const passwordChangeResultSchema = z.object({ match: z.boolean(), change: z.boolean() });
export type PasswordChangeResult = z.infer<typeof passwordChangeResultSchema>;

/** The decrypted JSON inside the Basic header. */
export const passwordChangePayloadSchema = z.object({
  sellerId: z.string().min(1).max(100),
  currentPassword: z.string().max(200),
  newPassword: z.string().max(200),
});
