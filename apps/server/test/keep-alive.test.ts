import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request through the given agent; refuses if no answer comes within `waitMs` (a stalled connection). */
function send(
  agent: Agent,
  port: number,
  options: { method: string; path: string; headers?: Record<string, string>; body?: Buffer },
  waitMs = 15_000,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer to ${options.method} ${options.path} in ${waitMs} ms`)),
      waitMs,
    );
    const req = httpRequest(
      { agent, host: '127.0.0.1', port, method: options.method, path: options.path, headers: options.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    // The server may answer and end the connection before the whole body is written.
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(options.body);
  });
}

/** About 1 MB of multipart body: `count` file parts named `field`, then a text field. */
function manyFiles(field: string, count: number) {
  const boundary = `----keepalive${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (let i = 0; i < count; i++)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.alloc(95_000, i),
      Buffer.from('\r\n'),
    );
  chunks.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nMAIN\r\n--${boundary}--\r\n`),
  );
  const body = Buffer.concat(chunks);
  return {
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) },
  };
}

describe('a kept-alive connection after an early refusal of a multipart body', () => {
  const ctx = useTestApp('pglite', { seed: seedTwoMarkets });
  let port: number;
  let token: string;
  const multipartCalls: { method: string; path: string }[] = [];

  beforeAll(async () => {
    token = await login(ctx.app, 'alice', PASSWORD);
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations))
        if (operation.requestBody?.content?.['multipart/form-data'])
          multipartCalls.push({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1') });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await ctx.app.server.close();
  });

  it('finds every multipart call in the document', () => {
    const paths = multipartCalls.map((call) => call.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/sw/a/v1/image/upload',
        '/sw/a/v1/image/editor/upload',
        '/sw/a/v1/market/model/with-image',
        '/sw/a/v1/orders/deliveries/sheet',
        '/sw/a/v1/notices',
      ]),
    );
  });

  it.each([
    ['a seller, with its length', true, false],
    ['a seller, chunked (the connection closes)', true, true],
    ['no one (refused before the body is read)', false, false],
  ])(
    'answers the next request on the same agent at once, for every multipart call, sent by %s',
    async (_who, signedIn, chunked) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (const call of multipartCalls) {
          for (const field of ['files', 'file']) {
            const { body, headers } = manyFiles(field, 11);
            const framing: Record<string, string> = chunked
              ? { 'transfer-encoding': 'chunked' }
              : { 'content-length': headers['content-length'] };
            const refused = await send(agent, port, {
              ...call,
              headers: {
                'content-type': headers['content-type'],
                ...framing,
                ...(signedIn ? { 'x-auth-token': token } : {}),
              },
              body,
            });
            expect(refused.status, `${call.method} ${call.path}`).toBeGreaterThanOrEqual(400);
            expect(refused.status, `${call.method} ${call.path}`).toBeLessThan(500);
            const next = await send(agent, port, { method: 'GET', path: '/health' });
            expect(next.status, `after ${call.method} ${call.path}`).toBe(200);
          }
        }
      } finally {
        agent.destroy();
      }
    },
  );
});
