/**
 * The limits that user-facing messages name, each written once. The modules of their rules re-export
 * them (`products/tags.ts` → MAX_TAGS, …); the message catalogue fills its `{max}`/`{min}` from them,
 * and `test/limits.test.ts` fails when a message writes one of these numbers itself.
 */

// catalog/filters.ts
/** Longest filter value text, for added values. */
export const FILTER_VALUE_MAX_LENGTH = 30;

// delivery/templates.ts
/** Longest delivery template name (spec 01 §9). */
export const DELIVERY_TEMPLATE_NAME_MAX = 20;
/** Highest amount in won any fee, extra fee or condition may hold (ours: keeps sums far from overflow). */
export const DELIVERY_AMOUNT_MAX = 100_000_000;

// delivery/bundles.ts
export const BUNDLE_EVENT_NAME_MAX = 50;
export const BUNDLE_DESCRIPTION_MAX = 200;

// orders/delivery.ts
export const TRACKING_NUMBER_MAX = 40;
/** A tracking number as typed: hyphens and spaces are removed before TRACKING_NUMBER_MAX is checked. */
export const TRACKING_NUMBER_TYPED_MAX = 50;
/** Longest order or order item code a call or a search field takes. */
export const ORDER_CODE_MAX = 64;
/** A platform key's name (the operator's label for a marketplace). */
export const PLATFORM_KEY_NAME_MAX = 100;

// dates.ts (typed period and date-time fields; longer text cannot be a day)
export const TYPED_DAY_MAX = 20;
export const TYPED_DATE_TIME_MAX = 25;

// contract/notices.ts
export const NOTICE_TITLE_MAX = 100;

// products/details.ts
export const MAX_SUMMARY_LENGTH = 100;
export const MAX_NAME_LENGTH = 100;

// products/pricing.ts
export const PRICE_UNIT = 10;
export const MIN_DISCOUNT_AMOUNT = 10;
export const MIN_DISCOUNT_RATE = 1;
export const MAX_DISCOUNT_RATE = 100;
/** From this price on a rate may carry one decimal. */
export const DECIMAL_RATE_MIN_PRICE = 10_000;
export const MAX_PRICE = 100_000_000;

// products/options.ts
export const MAX_OPTION_GROUPS = 2;
export const MIN_ACTIVE_UNIONS = 1;

// products/content.ts
export const EDITOR_TEXT_LIMIT = 1000;

// products/details.ts (size tables, fitting models), products/options.ts
/** One cell of a size table. */
export const SIZE_CELL_MAX = 20;
/** The size a fitting model wears, as written on the product. */
export const WORN_SIZE_MAX = 50;
/** The seller's memo on a combination. */
export const COMBINATION_MEMO_MAX = 200;

// products/tags.ts
export const MAX_TAGS = 3;
export const MAX_TAG_LENGTH = 20;

// market/qna.ts
/** The reply counter of the inquiry detail, enforced by the server as well (spec 02 §5, §9). */
export const QNA_REPLY_MAX = 100;

// market/model.ts
/** Fitting models of a market (spec 02 §2.11, §3 model, §5 model, §9). */
export const MODEL_LIMIT = 10;
export const MODEL_DESCRIPTION_MAX = 100;
export const MODEL_NAME_MAX = 30;
export const MODEL_TEXT_MAX = 20;

// market/fields.ts
/** Longest market guide accepted, in characters of sanitised HTML. */
export const MARKET_GUIDE_MAX = 20_000;

// market/password.ts
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

// images.ts (the fitting model's profile image, spec 02 §5 model)
export const MODEL_IMAGE_FILES = 1;
export const MODEL_IMAGE_BYTES = 2_097_152;

// privacy/rules.ts
/** The longest free text of a personal-data access purpose (issue 34 §2). */
export const ACCESS_PURPOSE_DETAIL_MAX = 200;

/** Staff (issue 37): login ids of invited staff, names, invitation lifetime, second step. */
export const STAFF_LOGIN_ID_MIN = 4;
export const STAFF_LOGIN_ID_MAX = 30;
export const STAFF_NAME_MAX = 30;
export const INVITATION_HOURS = 72;
