import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { KcKind, NoticeExtras } from '@seller/domain';
import { brands, markets } from './markets.ts';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true });
const marketId = () =>
  bigint('market_id', { mode: 'number' })
    .notNull()
    .references(() => markets.id);
const productId = () =>
  bigint('product_id', { mode: 'number' })
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/**
 * The delivery-fee template as it was chosen for the product (spec 01 §3 delivery template). The product
 * keeps its own snapshot so a later edit of the market's template does not silently change it;
 * `marketDeliveryId` links back to the market template it came from (null for an unsaved one).
 */
export interface ProductDeliverySnapshot {
  marketDeliveryId: number | null;
  marketDeliveryName: string;
  feeType: string;
  defaultFee: number;
  intCondition: number;
  islandMountainFee: number;
  jejuFee: number;
  /** 반품 배송비 (편도) and 교환 배송비 (왕복), won (issue 36 §4); absent in snapshots taken before them (0). */
  returnFee?: number;
  exchangeFee?: number;
  international: boolean;
}

/** A product listing of a market (spec 01 §3 product). `price` is the regular (net) price. */
export const products = pgTable(
  'products',
  {
    id: id(),
    marketId: marketId(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id),
    summary: text('summary').notNull().default(''),
    contentUrl: text('content_url').notNull().default(''),
    /** Regular price (netPrice), won, multiple of 10. */
    price: integer('price').notNull(),
    /** Discount rate in percent, one decimal (0 when no discount). */
    saleRate: numeric('sale_rate', { precision: 4, scale: 1, mode: 'number' }).notNull().default(0),
    /** Final price after the discount, won, multiple of 10. */
    salePrice: integer('sale_price').notNull(),
    sellYn: boolean('sell_yn').notNull(),
    displayYn: boolean('display_yn').notNull(),
    /**
     * A product still being registered: the sell and display flags the seller chose, applied once its
     * last step is saved (images, content and an active combination present); until then `sellYn` and
     * `displayYn` are false, so it is neither sold nor displayed. Null once published.
     */
    pendingFlags: jsonb('pending_flags').$type<{ sellYn: boolean; displayYn: boolean }>(),
    delivery: jsonb('delivery').$type<ProductDeliverySnapshot>().notNull(),
    /** The market template the snapshot came from; no FK so templates can be replaced freely. */
    marketDeliveryId: bigint('market_delivery_id', { mode: 'number' }),
    country: text('country').notNull().default(''),
    material: text('material').notNull().default(''),
    factory: text('factory').notNull().default(''),
    wash: text('wash').notNull().default(''),
    repair: text('repair').notNull().default(''),
    quality: text('quality').notNull().default(''),
    memo: text('memo').notNull().default(''),
    /** 상품정보제공고시 items other than the six columns above (keys of `NOTICE_EXTRA_KEYS`). */
    notice: jsonb('notice').$type<NoticeExtras>().notNull().default({}),
    /** KC certification kind (`KC_KINDS`), null while not declared; number and agency where certified. */
    kcKind: text('kc_kind').$type<KcKind>(),
    kcNumber: text('kc_number').notNull().default(''),
    kcAgency: text('kc_agency').notNull().default(''),
    /** Stock at or under which the product counts as 품절 임박; null = `LOW_STOCK_DEFAULT`. */
    lowStockThreshold: integer('low_stock_threshold'),
    /** Secret part of the product's preview link (`/admin-preview/{code}/{previewToken}`), which carries no session token. */
    previewToken: text('preview_token')
      .notNull()
      .default(sql`md5(random()::text || clock_timestamp()::text)`),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Optimistic concurrency: bumped by every save; a save naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('products_market_created_idx').on(t.marketId, t.createdAt, t.id),
    // Product management list (issue 6): each sort key with the period filter and id tie-break inside
    // the index, so deep pages, sorts and flag counts are index-only scans (see docs/benchmarks.md).
    index('products_market_name_idx').on(t.marketId, t.name, t.id, t.createdAt),
    index('products_market_sell_idx').on(t.marketId, t.sellYn, t.createdAt, t.id),
    index('products_market_display_idx').on(t.marketId, t.displayYn, t.createdAt, t.id),
    index('products_market_delivery_idx').on(t.marketDeliveryId),
  ],
);

/**
 * Whether a storefront may show and sell a product: on sale, displayed and published. The one rule
 * that the order intake, the platform inventory and the catalogue feed read.
 */
export const productOnSale = sql<boolean>`(${products.sellYn} and ${products.displayYn} and ${products.pendingFlags} is null)`;

/**
 * Uploaded images. `type` is MAIN or COVER (typeId = product id) or MODEL (typeId = model id).
 * `key` is the storage key (server-generated file name); `weight` orders images of one owner.
 */
export const images = pgTable(
  'images',
  {
    id: id(),
    marketId: marketId(),
    type: text('type').notNull(),
    typeId: bigint('type_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    url: text('url').notNull(),
    weight: integer('weight').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('images_owner_idx').on(t.type, t.typeId, t.weight, t.id), index('images_market_idx').on(t.marketId)],
);

/**
 * Images placed in rich text (product details, the market guide), recorded when uploaded so a market's
 * uploads per hour can be capped and files no saved content refers to can be deleted after a grace period.
 * `productCode` is the code named in the upload path (null: the market guide, or no code given).
 */
export const editorUploads = pgTable(
  'editor_uploads',
  {
    id: id(),
    marketId: marketId(),
    productCode: text('product_code'),
    key: text('key').notNull().unique(),
    /** Bytes received (the quota counts what a market sends, before re-encoding). */
    bytes: integer('bytes').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('editor_uploads_market_created_idx').on(t.marketId, t.createdAt),
    index('editor_uploads_created_idx').on(t.createdAt),
  ],
);

/** Sanitised rich-text product details, keyed by product code (written before the product exists). */
export const productContents = pgTable('product_contents', {
  code: text('code').primaryKey(),
  marketId: marketId(),
  html: text('html').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Categories chosen at registration: one top category and its sub categories (catalogue ids, no FK). */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: productId(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    parentCategoryId: bigint('parent_category_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

/** Filter values chosen at registration (catalogue filter ids, no FK). */
export const productFilters = pgTable(
  'product_filters',
  {
    productId: productId(),
    filterId: bigint('filter_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.filterId] }), index('product_filters_filter_idx').on(t.filterId)],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: productId(),
    tag: text('tag').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tag] }), index('product_tags_tag_idx').on(t.tag)],
);

/** Size tables attached to a product: the size category's columns and the seller's rows of cells. */
export const productSizeTables = pgTable(
  'product_size_tables',
  {
    id: id(),
    productId: productId(),
    categoryName: text('category_name').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<string[][]>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_size_tables_product_idx').on(t.productId, t.position)],
);

/** Fitting models shown on a product with the size they wear. `modelId` refers to `models` (no FK). */
export const productModels = pgTable(
  'product_models',
  {
    productId: productId(),
    modelId: bigint('model_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    options: text('options').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.modelId] }), index('product_models_model_idx').on(t.modelId)],
);

/** Option groups (at most two, position 1 or 2). */
export const productOptions = pgTable(
  'product_options',
  {
    id: id(),
    productId: productId(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('product_options_product_position_idx').on(t.productId, t.position)],
);

/** Values of an option group with their extra amount (won). */
export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: id(),
    optionId: bigint('option_id', { mode: 'number' })
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: integer('price').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_option_values_option_idx').on(t.optionId, t.position)],
);

/** Option combinations (unions) with stock; deleted ones are kept and can be restored. */
export const productOptionUnions = pgTable(
  'product_option_unions',
  {
    id: id(),
    productId: productId(),
    names: jsonb('names').$type<string[]>().notNull(),
    valueIds: jsonb('value_ids').$type<number[]>().notNull(),
    totalPrice: integer('total_price').notNull().default(0),
    stocks: integer('stocks').notNull().default(0),
    memo: text('memo').notNull().default(''),
    deleted: boolean('deleted').notNull().default(false),
    position: integer('position').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('product_option_unions_product_idx').on(t.productId, t.deleted, t.position)],
);
