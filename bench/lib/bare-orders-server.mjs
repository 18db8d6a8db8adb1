/**
 * The baseline of bench/thin-api.ts: bare Fastify routes on `pg` that send the statements the real
 * server sends for one order-list call (the session lookup, then the page's lines; the lines' JSON by
 * id for lines it has not kept, built into JSON by the server's own function; the claims of the page's
 * orders) and for its count (the
 * session lookup, then the count as a named statement), and answer the same bytes. Nothing else: no
 * validation, hooks, headers or request log. Plain JavaScript, run by `node` with tsx only to import
 * that one function. Its statements come in BARE_STATEMENTS (JSON: `session`, `page`, `json`, `claims`, `count`,
 * each `{ name, text }`, the page's `pageValues`, the count's `values` and `size`).
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { orderFromColumns } from '../../apps/server/src/modules/orders/order-json.ts';

const { session, page, json, claims, pageValues, size, count } = JSON.parse(process.env.BARE_STATEMENTS);
const IDLE_MS = Number(process.env.BARE_IDLE_MINUTES) * 60_000;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.BARE_POOL_SIZE) });
/** JSON of each line by id and row version, as the real server keeps it. */
const kept = new Map();

const app = Fastify();
/** The session of the call's token, as the server looks it up (none: 401). */
async function signedIn(request) {
  const token = request.headers['x-auth-token'];
  const now = new Date();
  const who = await pool.query({
    name: session.name,
    text: session.text,
    // The recorded values with this call's token hash, time and idle limit (the rest as recorded).
    values: [
      createHash('sha256').update(token).digest('hex'),
      now.toISOString(),
      new Date(now.getTime() - IDLE_MS).toISOString(),
      ...session.values.slice(3),
    ],
    rowMode: 'array',
  });
  return who.rows.length > 0;
}
app.get('/orders', async (request, reply) => {
  if (!(await signedIn(request))) return reply.code(401).send();
  const lines = (await pool.query({ name: page.name, text: page.text, values: pageValues, rowMode: 'array' })).rows;
  const missing = lines.filter(([id, version]) => kept.get(id)?.version !== version).map(([id]) => id);
  if (missing.length > 0) {
    const rows = await pool.query({
      name: json.name,
      text: json.text,
      values: [`{${missing.join(',')}}`],
      rowMode: 'array',
    });
    // Rows of id, row version and the line's columns (the server's statement on PostgreSQL).
    for (const row of rows.rows) {
      kept.set(row[0], { version: row[1], bytes: Buffer.from(JSON.stringify(orderFromColumns(row, 2))) });
    }
  }
  const parts = lines.map(([id]) => kept.get(id).bytes);
  const next = lines.length === size ? lines.at(-1)[0] : null;
  // The claims of the page's orders (the screen lists claim statuses); the bench's orders have none.
  const found = await pool.query({
    name: claims.name,
    text: claims.text,
    values: [claims.values[0], `{${lines.map(([id]) => id).join(',')}}`],
    rowMode: 'array',
  });
  if (found.rows.length > 0) throw new Error('the bench orders have no claims');
  reply.type('application/json');
  return Buffer.concat([
    Buffer.from('{"orders":['),
    ...parts.flatMap((p, i) => (i > 0 ? [Buffer.from(','), p] : [p])),
    Buffer.from(`],"nextCursor":${next},"claims":[]}`),
  ]);
});
// The count of the same search, as a named statement with the values the server sent.
app.get('/count', async (request, reply) => {
  if (!(await signedIn(request))) return reply.code(401).send();
  const rows = await pool.query({ name: count.name, text: count.text, values: count.values, rowMode: 'array' });
  reply.type('application/json');
  return String(Number(rows.rows[0][0]));
});
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
