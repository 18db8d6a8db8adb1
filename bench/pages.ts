/**
 * Page weight (issue 21.1): the JavaScript each screen loads before it is usable, in real Chromium
 * against the real server (web build, demo data). Signs in on /intro, then opens each screen with an
 * empty browser cache and keeps every script the page fetched until the screen showed its heading and
 * no script had come for 1.5 s. Sizes per script from the build: raw, gzip (.gz next to it) and the bytes
 * that crossed the wire; the same screens are loaded twice in one run: as the server answered before
 * (no compression: `Accept-Encoding: identity`) and as a browser gets them now (brotli).
 * `npm run bench -- pages` (builds the web app first).
 */
import { existsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { table, writeSection } from './lib/report.ts';
import { buildWeb, DEMO_LOGIN, startWebApp, webDist } from './lib/web-app.ts';

const SCREENS = ['/home', '/productManage', '/orderTotal', '/deliveryReady', '/productRegister'] as const;
const TARGET_GZIP_KB = 300;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : NaN);

interface Weight {
  scripts: number;
  raw: number;
  gzip: number;
  wire: number;
  encodings: Set<string>;
  /** Each script's build path and gzip size, largest first. */
  files: { name: string; gzip: number }[];
  /** The stylesheets the screen loaded, gzip (render-blocking, so counted beside the scripts). */
  cssGzip: number;
}

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/intro`);
  await page.getByPlaceholder('아이디').fill(DEMO_LOGIN.id);
  await page.getByPlaceholder('비밀번호').fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL(/\/home$/);
  // Home's own scripts finish loading first, so none of them is counted for the next screen.
  await page.getByRole('heading').first().waitFor();
  await page.waitForTimeout(1500); // (not 'networkidle': the live stream stays open)
}

/** Opens `screen` with an empty cache and sums the scripts it loaded until usable. */
async function weigh(page: Page, base: string, screen: string): Promise<Weight> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts: { url: string; wire: number; encoding: string }[] = [];
  const stylesheets = new Set<string>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'stylesheet') stylesheets.add(response.url());
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => {
          scripts.push({
            url: response.url(),
            wire: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'none',
          });
        }),
    );
  };
  page.on('response', onResponse);
  // Not 'networkidle': the shell keeps its live stream (GET /sw/a/v1/live, Server-Sent Events) open,
  // so the network is never idle. The screen is loaded when it shows its heading and no script has
  // come for a second and a half.
  await page.goto(base + screen, { waitUntil: 'load' });
  await page.getByRole('heading').first().waitFor();
  for (let seen = -1; seen !== pending.length;) {
    seen = pending.length;
    await page.waitForTimeout(1500);
  }
  page.off('response', onResponse);
  await Promise.all(pending);
  await cdp.detach();
  const weight: Weight = {
    scripts: new Set(scripts.map((s) => s.url)).size,
    raw: 0,
    gzip: 0,
    wire: 0,
    encodings: new Set(),
    files: [],
    cssGzip: 0,
  };
  for (const url of stylesheets) {
    const file = path.join(webDist, new URL(url).pathname);
    weight.cssGzip += sizeOf(`${file}.gz`) || sizeOf(file);
  }
  // A script fetched twice (a preload and its import) is counted once.
  for (const s of scripts.filter((s, i) => scripts.findIndex((t) => t.url === s.url) === i)) {
    const file = path.join(webDist, new URL(s.url).pathname);
    weight.raw += sizeOf(file);
    const gzip = sizeOf(`${file}.gz`) || sizeOf(file); // below 1 KB the build keeps no .gz
    weight.gzip += gzip;
    weight.files.push({ name: new URL(s.url).pathname, gzip });
    weight.wire += s.wire;
    weight.encodings.add(s.encoding);
  }
  weight.files.sort((a, b) => b.gzip - a.gzip);
  return weight;
}

if (!process.env.BENCH_PAGES_NO_BUILD) buildWeb(); // (set it to measure the build as it is)
const server = await startWebApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const results: { screen: string; before: Weight; after: Weight }[] = [];
try {
  for (const screen of SCREENS) {
    const weights: Weight[] = [];
    for (const encoding of ['identity', null]) {
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: 'ko-KR',
        ...(encoding && { extraHTTPHeaders: { 'accept-encoding': encoding } }),
      });
      const page = await context.newPage();
      await signIn(page, server.base);
      weights.push(await weigh(page, server.base, screen));
      await context.close();
    }
    const [before, after] = weights as [Weight, Weight];
    console.log(
      `${screen}: ${after.scripts} scripts, raw ${kb(after.raw)}, gzip ${kb(after.gzip)}, wire ${kb(before.wire)} → ${kb(after.wire)}`,
    );
    console.log(
      after.files
        .slice(0, 15)
        .map((f) => `  ${kb(f.gzip)} ${f.name}`)
        .join('\n'),
    );
    results.push({ screen, before, after });
  }
} finally {
  await browser.close();
  await server.close();
}

const load = os
  .loadavg()
  .map((v) => v.toFixed(1))
  .join(' / ');
/** The rich-text editor's own chunk (the product screens load it when it comes near the viewport). */
const editorOf = (w: Weight) => w.files.filter((f) => /\/assets\/editor-/.test(f.name)).reduce((n, f) => n + f.gzip, 0);
const rows = results.map(({ screen, before, after }) => [
  screen,
  after.scripts,
  kb(after.raw),
  kb(after.gzip),
  editorOf(after) ? `${kb(after.gzip - editorOf(after))} (editor ${kb(editorOf(after))})` : '—',
  `${kb(before.wire)} (${[...before.encodings].join(', ')})`,
  `${kb(after.wire)} (${[...after.encodings].join(', ')})`,
  kb(after.cssGzip),
  after.gzip <= TARGET_GZIP_KB * 1024 ? 'met' : '**not met**',
]);
writeSection(
  'pages',
  `## Pages: JavaScript before a screen is usable

Each screen opened in Debian's Chromium (headless, 1440×900) against the real server (web build, embedded PGlite
with the demo data), signed in, with an empty browser cache: every script the page fetched until the screen showed its
heading and no script had come for 1.5 s (the shell's live stream keeps the network from ever being idle). "raw" and "gzip" are the sizes of those files in the build (the build writes a .gz and a
.br next to each); "on the wire" is what crossed the network, in the same run, when the browser takes no compression (as
every browser got it before the server sent the build's compressed files) and as Chromium gets it now (brotli). Hashed files under
\`/assets/\` are sent with \`Cache-Control: public, max-age=31536000, immutable\`, index.html with \`no-cache\`.
The stylesheets the screen loaded are shown beside (gzip; antd's styles are a CSS file since antd runs without CSS-in-JS).
Target: at most ${TARGET_GZIP_KB} KB gzipped of JavaScript before usable, on the whole gzip column (the issue's own figure for
/productRegister left the editor out; the column beside it shows that figure too).

${table(['screen', 'scripts', 'raw', 'gzip', 'gzip without the editor chunk', 'on the wire, uncompressed (before)', 'on the wire now', 'CSS, gzip', `gzip ≤ ${TARGET_GZIP_KB} KB`], rows)}

Earlier figures of the same bench: before the first split (build of commit d0112f3, 2026-11-25 02:28 UTC, load average
27.0) /home 303.7 KB, /productManage 442.3 KB, /orderTotal 416.0 KB, /productRegister 499.8 KB (it then also counted a
script fetched twice once per fetch, and home's late scripts after sign-in, a few KB); before antd ran without CSS-in-JS
(build of commit 2cda6e4, 2026-11-26 16:31 UTC, load average 9.6) /home 306.9 KB, /productManage 387.8 KB, /orderTotal
388.3 KB, /productRegister 472.8 KB; before the list screens drew their own table instead of antd's (build of commit
f09b15e, 2026-11-26 23:26 UTC, load average 1.9) /home 272.3 KB, /productManage 320.2 KB, /orderTotal 321.6 KB,
/productRegister 436.4 KB. What stays on the list screens is mostly React with its router (95 KB), antd's core with the
part of its CSS-in-JS runtime that sets the theme's CSS variables (about 30 KB), Select and the message catalogue (about
20 KB each).
The product register screen's rich-text editor (TipTap, about 130 KB) starts 300 px below its first screen at 1440 × 900 and
loads when it comes within 200 px of the viewport or gets the focus, so it is not among the scripts counted.

Load average during the run (1 / 5 / 15 min): ${load}, on a machine shared by about eight engineers.`,
);
