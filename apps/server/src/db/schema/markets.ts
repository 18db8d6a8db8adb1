import type { Role } from '@seller/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Why a session ended: its own sign-out, 모든 기기에서 로그아웃, the seller's password change, the
 * operator's password reset, the account disabled, its second step reset.
 */
export type SessionEndReason =
  'signedOut' | 'signedOutEverywhere' | 'passwordChanged' | 'passwordReset' | 'disabled' | 'secondStepReset';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A storefront. Its id is the `key` of the login result and the `{market}` of the paths. */
export const markets = pgTable('markets', {
  id: id(),
  koName: text('ko_name').notNull(),
  engName: text('eng_name').notNull().default(''),
  status: text('status').notNull().default('ACTIVE'),
  repName: text('rep_name').notNull().default(''),
  repContact: text('rep_contact').notNull().default(''),
  address: text('address').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  dlvyAddress: text('dlvy_address').notNull().default(''),
  dlvyPostcode: text('dlvy_postcode').notNull().default(''),
  csContact: text('cs_contact').notNull().default(''),
  profileImage: text('profile_image'),
  backgroundImage: text('background_image'),
  siteUrl: text('site_url').notNull().default(''),
  sns: text('sns').notNull().default(''),
  bizName: text('biz_name').notNull().default(''),
  bizNumber: text('biz_number').notNull().default(''),
  bizCert: text('biz_cert'),
  licenseNo: text('license_no').notNull().default(''),
  licenseCert: text('license_cert'),
  taxInvoiceManagerName: text('tax_invoice_manager_name').notNull().default(''),
  taxInvoiceManagerEmail: text('tax_invoice_manager_email').notNull().default(''),
  taxInvoiceManagerContact: text('tax_invoice_manager_contact').notNull().default(''),
  bank: text('bank').notNull().default(''),
  accountName: text('account_name').notNull().default(''),
  account: text('account').notNull().default(''),
  bankbookCopy: text('bankbook_copy'),
  guide: text('guide').notNull().default(''),
  /** Minutes without activity after which its sellers' sessions end (issue 34 §5; `SESSION_IDLE`). */
  sessionIdleMinutes: integer('session_idle_minutes').notNull().default(30),
  /** Business days from payment to an order's dispatch deadline (발송기한; issue 36 §6, `DISPATCH_DAYS`). */
  dispatchDays: integer('dispatch_days').notNull().default(3),
  /** Version of the market info and guide (optimistic concurrency; bumped by every save of either). */
  version: integer('version').notNull().default(1),
  /** Version of the market's delivery-template list, which is saved as a whole. */
  deliveriesVersion: integer('deliveries_version').notNull().default(1),
  createdAt: createdAt(),
});

export const sellers = pgTable(
  'sellers',
  {
    id: id(),
    loginId: text('login_id').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    contact: text('contact').notNull().default(''),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => markets.id),
    disabled: boolean('disabled').notNull().default(false),
    /** The seller's role in the market (`ROLES` of packages/domain); each market has one `owner`. */
    role: text('role').$type<Role>().notNull().default('viewer'),
    /** The authenticator secret (base32) once two-step sign-in is on; null while it is off. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code is never taken twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** A secret offered on setup, not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** Two-step sign-in offered but not required of this seller whatever the role (the demo sellers). */
    secondStepOptional: boolean('second_step_optional').notNull().default(false),
    /** SHA-256 of a staff invitation's one-time code while it is open (no password is set yet). */
    invitationHash: text('invitation_hash').unique(),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sellers_one_owner_idx')
      .on(t.marketId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/** Sign-in sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => sellers.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Why the session was ended (`SessionEndReason`): a later call with its token is told so, as
     * "signed out on every device" after 모든 기기에서 로그아웃 (issue 38 §12). Null while live.
     */
    endReason: text('end_reason').$type<SessionEndReason>(),
    /**
     * A sign-in whose password was right, waiting for its second step: its token only completes the
     * sign-in (`POST /sw/a/v1/seller/login/second-step`), which replaces it with a session token.
     */
    secondStepPending: boolean('second_step_pending').notNull().default(false),
    /** Wrong codes sent for a pending sign-in; past the limit it ends. */
    secondStepFailures: integer('second_step_failures').notNull().default(0),
    /**
     * The session was idle `SESSION_IDLE.stepUpMinutes` or more: personal data in full needs the
     * password again first (issue 34 §5), which clears this.
     */
    stepUpRequired: boolean('step_up_required').notNull().default(false),
  },
  (t) => [index('sessions_seller_idx').on(t.sellerId)],
);

/** Failed sign-ins per key (`id:<loginId>` or `ip:<address>`), for throttling across instances. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  /** Attempts counted in the window (reserved before the password is checked; a success gives its own back). */
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  /** When the last counted attempt was reserved: a login id's attempts are spaced out from it. */
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Addresses a login id has signed in from: the per-id delay does not hold its owner back there. */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    loginId: text('login_id').notNull(),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.loginId, t.address] })],
);

export const brands = pgTable('brands', {
  id: id(),
  koName: text('ko_name').notNull(),
  engName: text('eng_name').notNull().default(''),
  createdAt: createdAt(),
});

export const marketBrands = pgTable(
  'market_brands',
  {
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => markets.id),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.brandId] })],
);

/** A seller's one-time recovery codes for two-step sign-in (SHA-256 of each); a used code is deleted. */
export const sellerRecoveryCodes = pgTable(
  'seller_recovery_codes',
  {
    id: id(),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
  },
  (t) => [index('seller_recovery_codes_seller_idx').on(t.sellerId)],
);

/**
 * Who did what in a market: every write of a seller (orders, products, market, inquiries, staff) and
 * sign-ins. Written beside the change, never altered (a trigger refuses updates); rows older than the
 * retention period are deleted by the sweep. The acting seller is kept by id, login id and name, so
 * a removed staff member's entries keep their name.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    sellerId: bigint('seller_id', { mode: 'number' }),
    loginId: text('login_id').notNull(),
    sellerName: text('seller_name').notNull(),
    /** What was done (`ACTIVITY_KINDS` of packages/domain). */
    kind: text('kind').notNull(),
    /** The order or product code, login id or other subject of the action; '' for none. */
    subject: text('subject').notNull().default(''),
    /** A short description of the change (what moved where, which fields). */
    detail: text('detail').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_market_at_idx').on(t.marketId, t.at),
    index('activity_log_subject_idx').on(t.marketId, t.subject),
  ],
);
