import { buildApp } from './app.ts';
import { loggableError } from './plugins/errors.ts';
import { readConfig } from './config.ts';
import { isEmpty, seedDemo, DEMO_MARKETS, DEMO_PASSWORD } from './seed/demo.ts';
import { openRuntime, webDist } from './runtime.ts';

const config = readConfig();
const runtime = await openRuntime(config);
const app = await buildApp({
  database: runtime.database,
  storage: runtime.storage,
  webDist,
  trustProxy: config.trustProxy,
  operatorToken: config.operatorToken,
  logger: { level: config.logLevel },
});

let seeded = false;
if (config.demoSeed && runtime.database.kind === 'pglite' && (await isEmpty(runtime.database.db))) {
  app.log.info('empty embedded database: creating demo data');
  await seedDemo(runtime.database.db, app.services);
  seeded = true;
}

const sweep = setInterval(
  () =>
    void Promise.all([app.services.auth.sweep(), app.services.images.sweepUnreferenced()]).catch((err) =>
      app.log.warn({ err: loggableError(err) }, 'sweep failed'),
    ),
  10 * 60_000,
);
sweep.unref();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing');
  clearInterval(sweep);
  await app.close();
  await runtime.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`\n  판매자 센터: http://${shown}:${port}/   (API docs: http://${shown}:${port}/docs)`);
console.log(
  `  database: ${runtime.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
);
if (seeded || runtime.database.kind === 'pglite') {
  console.log(`  demo sign-in: ${DEMO_MARKETS.map((m) => `${m.loginId} / ${DEMO_PASSWORD}`).join(', ')}\n`);
}
