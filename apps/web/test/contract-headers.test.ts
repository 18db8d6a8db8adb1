import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { withHeaders, type DeclaredHeader } from '../src/lib/http.ts';
import { ifMatch } from '../src/lib/stale-version.ts';

const src = path.resolve(import.meta.dirname, '../src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(entry.name) && entry.name !== 'api-types.ts' ? [full] : [];
  });

/** Issue 38 §4: the concurrency and file headers go through the typed client, as the contract declares them. */
describe('headers through the typed client', () => {
  it('types each call’s answer headers from the contract', () => {
    expectTypeOf<DeclaredHeader<'/sw/a/v1/markets/{marketId}/deliveries', 'get'>>().toEqualTypeOf<'ETag'>();
    expectTypeOf<DeclaredHeader<'/sw/a/v1/orders/export', 'get'>>().toEqualTypeOf<
      'Content-Disposition' | 'X-Total-Count'
    >();
    expectTypeOf<DeclaredHeader<'/sw/a/v1/notices', 'get'>>().toEqualTypeOf<never>();
    // @ts-expect-error the notice list declares no ETag, so reading one does not compile
    const read: DeclaredHeader<'/sw/a/v1/notices', 'get'> = 'ETag';
    expect(read).toBe('ETag');
  });

  it('reads the declared headers of the answer', async () => {
    const answer = await withHeaders('get', '/sw/a/v1/markets/{marketId}/deliveries', async () => ({
      data: [],
      response: new Response('[]', { headers: { ETag: '"7"' } }),
    }));
    expect(answer.header('ETag')).toBe('"7"');
    expect(ifMatch(7)).toEqual({ 'If-Match': '"7"' });
    expect(ifMatch(undefined)).toEqual({});
  });

  it('leaves no header read or written by hand in the web app', () => {
    const byHand = files(src).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const found = [
        ...text.matchAll(/headers\.get\(\s*'(ETag|X-Total-Count|Content-Disposition)'/gi),
        ...text.matchAll(/headers:\s*ifMatch\(/g),
      ];
      return found.map((match) => `${path.relative(src, file)}: ${match[0]}`);
    });
    expect(byHand).toEqual([]);
  });
});
