import { PGlite, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

/**
 * How many statement texts stay prepared. The app's hot set is a few hundred texts; a text beyond it
 * (an IN list of a length not seen before, a statement built with literals) takes the place of the
 * one used longest ago, which is closed. PGlite's WebAssembly memory never shrinks, so the cap also
 * bounds what the prepared plans keep.
 */
export const PREPARED_STATEMENTS = 256;

interface Prepared {
  name: string;
  /** The parameters' type oids, as the database inferred them. */
  paramTypes: number[];
  /** The result's columns (none for a statement that returns no rows). */
  fields: { name: string; dataTypeID: number }[];
}

/**
 * Runs PGlite's queries as named prepared statements, each call one trip into its WebAssembly.
 *
 * PGlite's own `query` parses and plans the statement on every call and makes six calls into the
 * WebAssembly for it (Parse, Describe, Bind, Describe, Execute, Sync, each with its own bookkeeping
 * in JavaScript). Here a statement text is parsed and described once (its name kept per text), and
 * every call after sends Bind, Execute and Sync together: one trip, no parse, and the plan cached as
 * PostgreSQL caches a prepared statement's (re-planned by PostgreSQL when a table it reads changes).
 * On a purchase (13 statements) that was most of the time PGlite spent (docs/benchmarks.md, intake).
 *
 * Installed on the client itself, so Drizzle, the hot statements and PGlite's own helpers all take
 * it. Calls with options this does not handle (a blob for COPY, given parameter types, serializers)
 * take PGlite's own path. Results are PGlite's: the same rows, fields and
 * affected rows, parsed by the client's parsers and the call's.
 */
export function prepareStatements(client: PGlite): void {
  const prepared = new Map<string, Prepared>();
  /** Statements to close with the next trip (evicted from the cache). */
  let closing: string[] = [];
  let next = 0;
  const ownQuery = client.query.bind(client);
  const ownTransaction = client.transaction.bind(client);

  const handled = (options?: QueryOptions) =>
    !options || (!options.blob && !options.paramTypes && !options.serializers);

  async function trip(messages: Uint8Array[], onNotice?: QueryOptions['onNotice']) {
    const closes = closing.map((name) => serialize.close({ type: 'S', name }));
    closing = [];
    const buffer = Buffer.concat([...closes, ...messages, serialize.sync()]);
    return client.execProtocolStream(buffer, { syncToFs: false, onNotice });
  }

  async function prepare(text: string): Promise<Prepared> {
    const known = prepared.get(text);
    if (known) {
      // Used now: moved to the end of the eviction order.
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    const name = `p${next++}`;
    const answer = await trip([serialize.parse({ name, text }), serialize.describe({ type: 'S', name })]);
    const statement: Prepared = { name, paramTypes: [], fields: [] };
    for (const message of answer) {
      if (message instanceof protocol.messages.ParameterDescriptionMessage) statement.paramTypes = message.dataTypeIDs;
      if (message instanceof protocol.messages.RowDescriptionMessage)
        statement.fields = message.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    }
    if (prepared.size >= PREPARED_STATEMENTS) forget(prepared.keys().next().value!);
    prepared.set(text, statement);
    return statement;
  }

  /** Drops a statement: closed with the next trip. */
  function forget(text: string) {
    const statement = prepared.get(text);
    if (!statement) return;
    prepared.delete(text);
    closing.push(statement.name);
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let statement: Prepared;
    try {
      statement = await prepare(text);
    } catch (error) {
      throw described(error, text, params);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const toText = client.serializers[statement.paramTypes[i]!];
      return toText ? toText(value) : String(value);
    });
    let answer;
    try {
      answer = await trip(
        [serialize.bind({ statement: statement.name, values }), serialize.execute({})],
        options?.onNotice,
      );
    } catch (error) {
      // A table's columns changed under the statement (a migration): prepared again on the next call.
      if (isStale(error)) forget(text);
      throw described(error, text, params);
    }
    return resultOf<T>(answer, statement.fields, options);
  }

  function resultOf<T>(answer: unknown[], fields: Prepared['fields'], options: QueryOptions | undefined) {
    // Each column's parser, looked up once a call (the call's own first; PGlite's own query merges the
    // two tables of hundreds of types on every call, which cost more than the rest of reading its rows).
    const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID]);
    const valueOf = (text: string | null, i: number) => {
      if (text === null) return null;
      const parser = parsers[i];
      return parser ? parser(text, fields[i]!.dataTypeID) : text;
    };
    const asArray = options?.rowMode === 'array';
    const rows: unknown[] = [];
    let affectedRows = 0;
    let rowCount: number | undefined;
    let command: string | undefined;
    for (const message of answer) {
      if (message instanceof protocol.messages.DataRowMessage) {
        const values = message.fields.map(valueOf);
        rows.push(asArray ? values : Object.fromEntries(values.map((v, i) => [fields[i]!.name, v])));
      } else if (message instanceof protocol.messages.CommandCompleteMessage) {
        // "SELECT 2", "UPDATE 3", "INSERT 0 5": the count is the tag's last word.
        const words = message.text.split(' ');
        command = words[0];
        const count = Number.parseInt(words.at(-1)!, 10);
        if (!Number.isNaN(count)) rowCount = count;
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command!)) affectedRows = count;
      }
    }
    const result: Results<T> = { rows: rows as T[], fields, affectedRows };
    if (command !== undefined) Object.assign(result, { command });
    if (rowCount !== undefined) Object.assign(result, { rowCount });
    return result;
  }

  /** Outside a transaction: as PGlite's own query, exclusive of transactions, and synced to the files after. */
  function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!handled(options)) return ownQuery<T>(text, params, options);
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        // Outside a transaction a statement whose table changed under it is simply run again, prepared
        // anew (the failed call did nothing); in one, the error ends the transaction as any error does.
        const result = await run<T>(text, params, options).catch((error: unknown) => {
          if (isStale(error)) return run<T>(text, params, options);
          throw error;
        });
        await client.syncToFs();
        return result;
      }),
    );
  }
  client.query = query as PGlite['query'];

  /** In a transaction: its queries take the same path (the transaction holds the exclusive lock). */
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    ownTransaction((tx) => {
      const fast: Transaction = Object.create(tx);
      fast.query = ((text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!handled(options) || tx.closed) return tx.query(text, params, options);
        return client._runExclusiveQuery(() => run(text, params, options));
      }) as Transaction['query'];
      return callback(fast);
    })) as PGlite['transaction'];
}

/** PostgreSQL's "cached plan must not change result type": the statement's table changed its columns. */
const isStale = (error: unknown) =>
  error instanceof protocol.messages.DatabaseError &&
  error.code === '0A000' &&
  error.message.startsWith('cached plan must not change result type');

/** A database error with the statement it came from, as PGlite's own query describes it. */
function described(error: unknown, query: string, params: unknown[]) {
  if (error instanceof protocol.messages.DatabaseError)
    Object.assign(error, { query, params, queryOptions: undefined });
  return error;
}
