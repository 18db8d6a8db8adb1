import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { findDemoSignIns, startBanner } from './banner.ts';
import { loggableError } from './plugins/errors.ts';
import { ConfigError, readConfig, type Config } from './config.ts';
import { DataDirLockedError } from './lib/data-dir-lock.ts';
import { isPreparing, prepareFirstStart } from './first-start.ts';
import { createLogStream } from './log.ts';
import { isEmpty, seedDemo } from './seed/demo.ts';
import { openRuntime, webDist } from './runtime.ts';

/** The configuration, or one line on stderr and exit 1 when a setting is refused (no stack trace). */
function configOrExit(): Config {
  try {
    return readConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`Cannot start: ${err.message}`);
    process.exit(1);
  }
}

/** The runtime, or one line on stderr and exit 1 when another server holds the data folder (no stack trace). */
async function runtimeOrExit(config: Config) {
  try {
    return await openRuntime(config);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(`Cannot start: ${err.message}`);
    process.exit(1);
  }
}

const config = configOrExit();
await prepareFirstStart(config);
const runtime = await runtimeOrExit(config);
const logStream = createLogStream();
const app = await buildApp({
  database: runtime.database,
  storage: runtime.storage,
  webDist,
  trustProxy: config.trustProxy,
  operatorToken: config.operatorToken,
  docs: config.docs,
  privacy: config.privacy,
  logger: { level: config.logLevel, stream: logStream },
});

if (config.demoSeed && runtime.database.kind === 'pglite' && (await isEmpty(runtime.database.db))) {
  app.log.info('empty embedded database: creating demo data');
  await seedDemo(runtime.database.db, app.services);
}
if (isPreparing()) {
  // The child of a first start: the database is created, migrated and seeded; the server runs in the parent.
  await app.close();
  await runtime.close();
  process.exit(0);
}

// Forgets expired sessions, unreferenced images and activity older than its retention every 10
// minutes, once across instances.
await app.jobs.work('maintenance.sweep', {}, () =>
  Promise.all([
    app.services.auth.sweep(),
    app.services.images.sweepUnreferenced(),
    app.services.activityLog.sweep(config.activityRetentionDays),
  ]),
);
await app.jobs.schedule('maintenance.sweep', '*/10 * * * *');
await app.jobs.start();
// Webhook delivery wakes as events commit on any instance (LISTEN sw_events), not only on its schedule.
await app.services.live.start();

// Shutdown: on SIGTERM `/ready` answers 503 for SHUTDOWN_DRAIN_SECONDS so load balancers stop sending
// (not on SIGINT, a person at a terminal), then the server stops accepting and waits for the requests
// in flight; past SHUTDOWN_TIMEOUT_SECONDS the process exits with 1 whatever is left.
closeWithGrace({ delay: config.shutdownTimeoutSeconds * 1000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err: loggableError(err) }, 'closing after an uncaught error');
  else app.log.info({ signal }, 'draining');
  app.probes.drain();
  if (signal === 'SIGTERM') await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
  await app.close();
  await app.jobs.stop();
  await runtime.close();
  logStream.flushSync();
});

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
