import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Chosen once in the runner; workers inherit them through the environment.
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 800));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'seller-e2e-'));
// The operator's secret of the test server: specs issue platform keys with it (live.spec.ts).
process.env.E2E_OPERATOR_TOKEN ??= `e2e-operator-${Math.random().toString(36).slice(2)}-0123456789`;
const port = Number(process.env.E2E_PORT);

/**
 * The long sweeps (every screen at every width, every list by keyboard) form a project of their own,
 * so that `npm test` can run them beside the flows, each on its own server (scripts/test.mjs).
 */
const sweeps = ['**/a11y-sweep.spec.ts', '**/keyboard-lists.spec.ts'];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A test walks a whole flow at a person's pace; on 2 shared cores that can pass a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
    // A trace films the page for every test (and throws the film away when the test passes): the
    // browser's GPU and browser processes then take about twice the CPU, and the tests a quarter
    // longer. CI keeps no files of a run, so it runs without; locally a failed test leaves its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Each its own output folder: a run empties its folder when it starts, and `npm test` runs the
    // two side by side.
    { name: 'flows', testIgnore: sweeps, outputDir: path.join(root, 'test-results', 'flows') },
    { name: 'sweeps', testMatch: sweeps, outputDir: path.join(root, 'test-results', 'sweeps') },
  ],
  webServer: {
    // The real server, as `npm run build` built it, on a fresh embedded database with the demo seed,
    // serving the built app.
    command: `node apps/server/dist/main.js`,
    cwd: root,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    // A first start creates, migrates and seeds the embedded database in a child process first; on 2
    // cores shared with the unit tests that has taken over two minutes.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      OPERATOR_TOKEN: process.env.E2E_OPERATOR_TOKEN,
    },
  },
});
