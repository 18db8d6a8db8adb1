import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREPARED_STATEMENTS, prepareStatements } from '../src/db/pglite-statements.ts';

/** PGlite's queries as named prepared statements (src/db/pglite-statements.ts), against PGlite's own path. */
describe('PGlite statements prepared once', () => {
  let client: PGlite;
  /** The same database through PGlite's own query: what the prepared path must answer alike. */
  let own: PGlite['query'];
  const preparedTexts = async () =>
    (await own<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((r) => r.statement);

  // One database for the file (a PGlite takes seconds to start); each test's table is new.
  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    own = client.query.bind(client);
    prepareStatements(client);
  });
  afterAll(() => client.close());
  beforeEach(async () => {
    await client.exec(`drop table if exists t;
      create table t (id int primary key, name text not null, at timestamptz, tags text[], doc jsonb)`);
  });

  it('answers as PGlite does, and parses a statement once however often it runs', async () => {
    const insert = 'insert into t (id, name, at, tags, doc) values ($1, $2, $3, $4, $5) returning id, at';
    const at = new Date('2026-11-29T01:02:03.456Z');
    for (let id = 1; id <= 3; id++) {
      const result = await client.query(insert, [id, `이름${id}`, at, ['a', 'b'], { n: id }]);
      expect(result.rows).toEqual([{ id, at }]);
      expect(result.affectedRows).toBe(1);
    }
    const select = 'select id, name, at, tags, doc from t where id >= $1 order by id';
    const ours = await client.query(select, [2], { rowMode: 'array' });
    const theirs = await own(select, [2], { rowMode: 'array' });
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.rows[0]).toEqual([2, '이름2', at, ['a', 'b'], { n: 2 }]);
    // A call's own parsers (as Drizzle gives them: timestamps as the database's text).
    const raw = await client.query<{ at: string }>('select at from t where id = $1', [1], {
      parsers: { [types.TIMESTAMPTZ]: (value) => value },
    });
    expect(raw.rows[0]!.at).toBe((await own<{ at: string }>(`select at::text from t where id = 1`)).rows[0]!.at);
    expect((await preparedTexts()).filter((s) => s === insert)).toHaveLength(1);
  });

  it('runs a transaction’s statements prepared, and an error ends it as PGlite’s own does', async () => {
    await client.query('insert into t (id, name) values ($1, $2)', [1, 'a']);
    const error = await client
      .transaction(async (tx) => {
        await tx.query('update t set name = $1 where id = $2', ['b', 1]);
        await tx.query('insert into t (id, name) values ($1, $2)', [1, 'duplicate']);
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: 'insert into t (id, name) values ($1, $2)' });
    // Rolled back: the update is gone, and the client goes on.
    expect((await client.query('select name from t where id = $1', [1])).rows).toEqual([{ name: 'a' }]);
    const updated = await client.transaction(async (tx) => {
      const result = await tx.query('update t set name = $1 where id = $2', ['c', 1]);
      return result.affectedRows;
    });
    expect(updated).toBe(1);
    expect((await client.query('select name from t where id = $1', [1])).rows).toEqual([{ name: 'c' }]);
  });

  it('keeps at most its cap of statements, closing the one used longest ago', async () => {
    const hot = 'select count(*)::int as n from t';
    await client.query(hot);
    for (let i = 0; i < PREPARED_STATEMENTS + 20; i++) {
      await client.query(`select $1::int + ${i} as n`, [1]);
      if (i % 50 === 0) await client.query(hot); // used now and then: never the oldest
    }
    await client.query(hot);
    const texts = await preparedTexts();
    expect(texts.length).toBeLessThanOrEqual(PREPARED_STATEMENTS);
    expect(texts).toContain(hot);
    expect(texts).not.toContain('select $1::int + 0 as n');
  });

  it('prepares a statement anew when its table changed its columns', async () => {
    await client.query('insert into t (id, name) values ($1, $2)', [1, 'a']);
    const select = 'select * from t where id = $1';
    expect(Object.keys((await client.query(select, [1])).rows[0] as object)).toEqual([
      'id',
      'name',
      'at',
      'tags',
      'doc',
    ]);
    await client.exec('alter table t add column size int');
    expect((await client.query(select, [1])).rows[0]).toMatchObject({ id: 1, name: 'a', size: null });
  });

  it('delivers the notices and notifications its statements raise', async () => {
    const heard: string[] = [];
    await client.listen('ch', (payload) => heard.push(payload));
    const notices: string[] = [];
    await client.query(`select pg_notify('ch', $1)`, ['hello']);
    await client.query(`do $$ begin raise notice 'careful'; end $$`, [], { onNotice: (n) => notices.push(n.message!) });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual(['hello']);
    expect(notices).toEqual(['careful']);
  });
});
