import { buildApp } from './app.ts';
import { findDemoSignIns, startBanner } from './banner.ts';
import { loggableError } from './plugins/errors.ts';
import { readConfig } from './config.ts';
import { isEmpty, seedDemo } from './seed/demo.ts';
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

if (config.demoSeed && runtime.database.kind === 'pglite' && (await isEmpty(runtime.database.db))) {
  app.log.info('empty embedded database: creating demo data');
  await seedDemo(runtime.database.db, app.services);
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
const address = app.server.address();
console.log(
  startBanner({
    host: config.host,
    port: typeof address === 'object' && address ? address.port : config.port,
    database: runtime.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)',
    demoSignIns: await findDemoSignIns(app.services.auth),
  }),
);
