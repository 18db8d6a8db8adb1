import { MASKS, type MaskKind, type Order } from '@seller/domain';
import { Column, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { MASKS_SQL } from '../../lib/mask-sql.ts';

/** What a line's field is read from: a column of the row or an expression of its columns. */
type Value = AnyColumn | SQL;

/** An instant as JavaScript's `toISOString` writes it (UTC, milliseconds), or null; one expression per column. */
const iso = (column: AnyColumn) => {
  let expression = isoExpressions.get(column);
  if (!expression) {
    expression = sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    isoExpressions.set(column, expression);
  }
  return expression;
};
const isoExpressions = new Map<AnyColumn, SQL>();
const GIFT_NAMES = sql`coalesce(${orders.gift}, '[]'::jsonb)`;
/** The receipt link only when it is a web address (`http:` or `https:`): a `javascript:` or `data:` link is never sent to a page. */
const RECEIPT_URL = sql`case when ${orders.receiptUrl} ~* '^https?://' then ${orders.receiptUrl} end`;

/** The deadline as `YYYY-MM-DD` text on every driver (node-postgres would read a date as a Date). */
const DISPATCH_DUE = sql`${orders.dispatchDue}::text`;

/** Fields of a JSON object: a column or expression, or a nested object. */
interface Fields {
  [key: string]: Value | Fields;
}
const isNested = (value: Fields[string]): value is Fields => value.constructor === Object;

/**
 * A JSON object of the given fields in their order, nested objects included: one scalar subquery
 * whose FROM holds a one-row `lateral` select per object, innermost first, and `row_to_json` of the
 * outermost. The database folds the one-row selects into plain row values, so each line costs one
 * subquery; with one subquery per nested object it built a page's JSON about a fifth slower.
 */
function jsonObject(fields: Fields): SQL {
  const selects: SQL[] = [];
  const select = (name: string, of: Fields) => {
    const columns = Object.entries(of).map(([key, value]) => {
      if (!isNested(value)) return sql`${value} as ${sql.identifier(key)}`;
      const nested = `${name}_${key}`;
      select(nested, value);
      return sql`${sql.identifier(nested)} as ${sql.identifier(key)}`;
    });
    selects.push(sql`lateral (select ${sql.join(columns, sql`, `)}) ${sql.identifier(name)}`);
  };
  select('line', fields);
  return sql`(select row_to_json(line) from ${sql.join(selects, sql`, `)})`;
}

/**
 * One order line (spec 02 §3) in the shape of the API's `Order`, each field as `read` gives the value
 * it is read from (columns of the `orders` table in the statement's FROM). This is the one place that
 * shape is written; an API test checks it against the contract's schema and the stored rows, and both
 * ways of building it against each other. It is built one of two ways (`Database.lineJson`): by the
 * database as JSON text (`orderJson`; on PGlite, whose driver reads one text column far quicker than
 * dozens) or by the server from the columns (`orderColumns` and `orderFromColumns`; on PostgreSQL,
 * where building JSON cost the database several times what reading the columns did, and the
 * database is what every instance shares). Lists send the JSON as bytes, kept between answers; the
 * detail and the export use objects.
 *
 * INVARIANT (the line cache, `line-cache.ts`, is correct only while it holds): a line reads nothing
 * but the `orders` row itself, no other table, view or function that reads one. The cache keys a
 * line by the row's version (`xmin`), which changes only when the orders row changes; a value read
 * from another table could change without it, and the cache would keep serving the old JSON.
 * `test/order-json.test.ts` fails when either statement's plan reads any other relation. Something
 * that needs another table's data belongs outside the cached line (e.g. the detail's history).
 */
/**
 * The contract's `Order` with every value replaced by `V` (what the line is read from), nested objects
 * kept: the line below is typed by it, so a field renamed, added or dropped in the contract fails the
 * server's type check here, as it fails the web's.
 */
export type LineOf<T, V> = {
  [K in keyof T]-?: T[K] extends readonly unknown[] ? V : T[K] extends Record<string, unknown> ? LineOf<T[K], V> : V;
};

const orderLine = <T>(read: (value: Value, mask?: MaskKind) => T): LineOf<Order, T> => ({
  id: read(orders.id),
  code: read(orders.code),
  status: read(orders.status),
  paidAt: read(iso(orders.paidAt)),
  packagingAt: read(iso(orders.packagingAt)),
  transitAt: read(iso(orders.transitAt)),
  deliveredAt: read(iso(orders.deliveredAt)),
  confirmedAt: read(iso(orders.confirmedAt)),
  cancelingAt: read(iso(orders.cancelingAt)),
  canceledAt: read(iso(orders.canceledAt)),
  exchangingAt: read(iso(orders.exchangingAt)),
  exchangedAt: read(iso(orders.exchangedAt)),
  refundingAt: read(iso(orders.refundingAt)),
  refundedAt: read(iso(orders.refundedAt)),
  updatedAt: read(iso(orders.updatedAt)),
  product: {
    code: read(orders.productCode),
    name: read(orders.productName),
    options: read(orders.productOptions),
    count: read(orders.productCount),
    price: read(orders.productPrice),
    couponDiscountPrice: read(orders.couponDiscountPrice),
  },
  deliveryFee: read(orders.deliveryFee),
  pccc: read(orders.pccc, 'pccc'),
  nameForPccc: read(orders.nameForPccc, 'name'),
  orderer: { name: read(orders.ordererName, 'name'), contact: read(orders.ordererContact, 'phone') },
  recipient: {
    name: read(orders.recipientName, 'name'),
    phoneNumber: read(orders.recipientContact, 'phone'),
    postcode: read(orders.postcode),
    address1: read(orders.address1),
    address2: read(orders.address2, 'addressDetail'),
    message: read(orders.deliveryMessage),
    entranceType: read(orders.entranceType),
    entranceValue: read(orders.entranceValue, 'entrance'),
  },
  delivery: { type: read(orders.deliveryType), name: read(orders.deliveryName), code: read(orders.deliveryCode) },
  reason: read(orders.reason),
  detailReason: read(orders.detailReason),
  gift: { productDetailOptionNames: read(GIFT_NAMES) },
  cancelWithDeliveryFee: read(orders.cancelWithDeliveryFee),
  dispatchDue: read(DISPATCH_DUE),
  delay: {
    reason: read(orders.delayReason),
    message: read(orders.delayMessage),
    delayedAt: read(iso(orders.delayedAt)),
  },
  payment: { type: read(orders.paymentType), pgType: read(orders.pgType), receiptUrl: read(RECEIPT_URL) },
});

/** An order line as JSON built by the database, its personal values masked there. */
export const orderJson: SQL = jsonObject(orderLine((value, mask) => (mask ? MASKS_SQL[mask](value) : value)));

/** The values a line is read from, in the line's order, and how each is masked (none for most). */
const values: Value[] = [];
const masks: ((value: never) => unknown)[] = [];
orderLine((value, mask) => {
  values.push(value);
  if (mask) masks[values.length - 1] = MASKS[mask];
});
/** An order line's values as a select's columns (`c0`, `c1`, … in the line's order), for `orderFromColumns`. */
export const orderColumns: Readonly<Record<string, SQL>> = Object.fromEntries(
  values.map((value, i) => [`c${i}`, sql`${value}`]),
);
/** Which values are numbers: they come as numbers whatever the driver (node-postgres gives a bigint as text). */
const numeric = values.map((value) => is(value, Column) && value.dataType === 'number');
const toNumber = (value: unknown) => (value === null || typeof value === 'number' ? value : Number(value));

/** A personal value masked by its rule (the domain's; a null stays null). */
const masked = (mask: (value: never) => unknown, value: unknown) => (value === null ? null : mask(value as never));

/**
 * The order line of a row whose `orderColumns` start at index `at`: an object literal of one shape,
 * which JSON.stringify writes quickly (objects built field by field under computed keys took about
 * half again as long to build and write, in a profile of pages of 100 lines). Personal values are
 * masked here, by the domain's rules, as the database masks them in `orderJson`.
 */
export function orderFromColumns(row: readonly unknown[], at: number): Order {
  let i = 0;
  return orderLine(() => {
    const value = row[at + i];
    const mask = masks[i];
    return numeric[i++] ? toNumber(value) : mask ? masked(mask, value) : value;
  }) as Order;
}
