import type { Order } from '@seller/domain';
import { Column, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';

/** An instant as JavaScript's `toISOString` writes it (UTC, milliseconds), or null. */
const iso = (column: AnyColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Fields of a JSON object: a column or expression, or a nested object. */
interface Fields {
  [key: string]: AnyColumn | SQL | Fields;
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
 * The values of an object's fields as the columns of a statement (`columns`, in the fields' order),
 * and the object built from a row of them (`build`, from the row's value at `at` on). A column of
 * numbers comes as a number whatever the driver (node-postgres gives a bigint as text).
 */
function columnsObject(fields: Fields) {
  const columns: SQL[] = [];
  type Read = (row: readonly unknown[], at: number) => unknown;
  const compile = (of: Fields): ((row: readonly unknown[], at: number) => Record<string, unknown>) => {
    const reads: [string, Read][] = Object.entries(of).map(([key, value]) => {
      if (isNested(value)) return [key, compile(value)];
      const index = columns.push(sql`${value}`) - 1;
      const numeric = is(value, Column) && value.dataType === 'number';
      return [key, numeric ? (row, at) => toNumber(row[at + index]) : (row, at) => row[at + index]];
    });
    return (row, at) => {
      const object: Record<string, unknown> = {};
      for (const [key, read] of reads) object[key] = read(row, at);
      return object;
    };
  };
  const build = compile(fields);
  return { columns, build };
}
const toNumber = (value: unknown) => (value === null || typeof value === 'number' ? value : Number(value));

/**
 * One order line (spec 02 §3) in the shape of the API's `Order`, from the columns of the `orders`
 * table in the statement's FROM. This is the one place that shape is written; an API test checks it
 * against the contract's schema and the stored rows, and both ways of building it against each other.
 * It is built one of two ways (`Database.lineJson`): by the database as JSON text (`orderJson`; on
 * PGlite, whose driver reads one text column far quicker than dozens) or by the server from the
 * columns (`orderColumns` and `orderFromColumns`; on PostgreSQL, where building JSON cost the
 * database several times what reading the columns did, and the database is what every instance
 * shares). Lists send the JSON as bytes, kept between answers; the detail and the export use objects.
 *
 * INVARIANT (the line cache, `line-cache.ts`, is correct only while it holds): a line reads nothing
 * but the `orders` row itself, no other table, view or function that reads one. The cache keys a
 * line by the row's version (`xmin`), which changes only when the orders row changes; a value read
 * from another table could change without it, and the cache would keep serving the old JSON.
 * `test/order-json.test.ts` fails when either statement's plan reads any other relation. Something
 * that needs another table's data belongs outside the cached line (e.g. the detail's history).
 */
const ORDER_LINE: Fields = {
  id: orders.id,
  code: orders.code,
  status: orders.status,
  paidAt: iso(orders.paidAt),
  packagingAt: iso(orders.packagingAt),
  transitAt: iso(orders.transitAt),
  deliveredAt: iso(orders.deliveredAt),
  confirmedAt: iso(orders.confirmedAt),
  cancelingAt: iso(orders.cancelingAt),
  canceledAt: iso(orders.canceledAt),
  exchangingAt: iso(orders.exchangingAt),
  exchangedAt: iso(orders.exchangedAt),
  refundingAt: iso(orders.refundingAt),
  refundedAt: iso(orders.refundedAt),
  updatedAt: iso(orders.updatedAt),
  product: {
    code: orders.productCode,
    name: orders.productName,
    options: orders.productOptions,
    count: orders.productCount,
    price: orders.productPrice,
    couponDiscountPrice: orders.couponDiscountPrice,
  },
  deliveryFee: orders.deliveryFee,
  pccc: orders.pccc,
  nameForPccc: orders.nameForPccc,
  orderer: { name: orders.ordererName, contact: orders.ordererContact },
  recipient: {
    name: orders.recipientName,
    phoneNumber: orders.recipientContact,
    postcode: orders.postcode,
    address1: orders.address1,
    address2: orders.address2,
    message: orders.deliveryMessage,
    entranceType: orders.entranceType,
    entranceValue: orders.entranceValue,
  },
  delivery: { type: orders.deliveryType, name: orders.deliveryName, code: orders.deliveryCode },
  reason: orders.reason,
  detailReason: orders.detailReason,
  gift: { productDetailOptionNames: sql`coalesce(${orders.gift}, '[]'::jsonb)` },
  cancelWithDeliveryFee: orders.cancelWithDeliveryFee,
  payment: { type: orders.paymentType, pgType: orders.pgType, receiptUrl: orders.receiptUrl },
};

/** An order line as JSON built by the database. */
export const orderJson: SQL = jsonObject(ORDER_LINE);

const line = columnsObject(ORDER_LINE);
/** An order line's values as a statement's columns, for `orderFromColumns`. */
export const orderColumns: readonly SQL[] = line.columns;
/** The order line of a row whose `orderColumns` start at index `at`. */
export const orderFromColumns = (row: readonly unknown[], at: number) => line.build(row, at) as Order;
