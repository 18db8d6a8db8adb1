import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createDiskStorage } from '../src/storage/storage.ts';
import { migratedPglite } from './helper.ts';

/** A web build as Vite writes it: index.html, hashed assets with .br and .gz copies, a public file. */
function writeBuild(dir: string) {
  const script = Buffer.from(`console.log(${JSON.stringify('판매자 센터 '.repeat(200))});`);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>판매자 센터</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets/index-AbC123.js'), script);
  writeFileSync(path.join(dir, 'assets/index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets/index-AbC123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return script;
}

describe('the web build as the server sends it', () => {
  let app: App;
  let database: Database;
  let dir = '';
  let script: Buffer;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-static-'));
    const webDist = path.join(dir, 'dist');
    mkdirSync(webDist);
    script = writeBuild(webDist);
    database = await migratedPglite();
    app = await buildApp({ database, storage: createDiskStorage(path.join(dir, 'files')), webDist });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the build’s brotli or gzip copy of a hashed asset, cached for a year as immutable', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/assets/index-AbC123.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(script.length / 5);
    }
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });

  it('sends index.html (also for a screen’s path) and public files with no-cache', async () => {
    for (const url of ['/', '/productManage', '/favicon.svg']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/productManage')).body).toContain('<div id="root">');
  });

  it('sets the page security headers on pages and assets', async () => {
    for (const url of ['/', '/productManage', '/assets/index-AbC123.js']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toContain("frame-src 'self'");
      expect(res.headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });

  it('sets the short API set on API answers, refusals included: no page, no frame, no store', async () => {
    for (const url of ['/sw/a/v1/nothing-here', '/sw/a/v3/orders']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
  });
});
