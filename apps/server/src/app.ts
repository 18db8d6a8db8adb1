import { existsSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import {
  CARRIER_CODES,
  codeTableText,
  DELIVERY_TYPE_CODES,
  MAX_UNPAGED_ROWS,
  message,
  VIDEO_EMBED_ORIGINS,
} from '@seller/domain';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TrustProxy } from './config.ts';
import { onAfterCommitFailure, type Database } from './db/client.ts';
import { createJobs, type Jobs } from './jobs/index.ts';
import { createActivity, registerActivity } from './lib/activity.ts';
import { RequestLog } from './log.ts';
import { registerActivityRecording } from './modules/activity-log/index.ts';
import { createFailureThrottle } from './modules/auth/index.ts';
import { registerModules, createServices, type PrivacySettings } from './modules/index.ts';
import { createOperatorGate } from './plugins/operator.ts';
import { registerProxyWarning } from './plugins/proxy-warning.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerPlatformAuth } from './plugins/platform-auth.ts';
import { clientErrorHandler, frameworkErrorRefusal, loggableError, registerErrorHandler } from './plugins/errors.ts';
import { registerFiles } from './plugins/files.ts';
import { registerProbes } from './plugins/probes.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { DEFAULT_HTTP_TIMEOUTS, httpTimeoutOptions, type HttpTimeouts } from './plugins/http-headers.ts';
import { registerVersionHeaders } from './plugins/versions.ts';
import { registerForms } from './plugins/forms.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerUnreadBodyRelease } from './plugins/unread-body.ts';
import type { Storage } from './storage/storage.ts';
import { foreground } from './lib/foreground.ts';

export interface AppDeps {
  database: Database;
  storage: Storage;
  /** The built web app (apps/web/dist); null serves the API only. */
  webDist?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY): hops or addresses; never every sender. */
  trustProxy?: TrustProxy;
  /** Secret an operator sends as X-OPERATOR-TOKEN to publish notices over HTTP; null disables that call. */
  operatorToken?: string | null;
  /** Serve the API documentation at /docs (DOCS, default on); off answers /docs with 404. */
  docs?: boolean;
  /** Header, request and keep-alive timeouts of the listening server (defaults in plugins/http-headers.ts). */
  timeouts?: Partial<HttpTimeouts>;
  /** The job engine (jobs/index.ts); made over `database` when not given. Started by main.ts, not here. */
  jobs?: Jobs;
  /** The periods of buyers' personal data (issue 34 §3, §4); the defaults when not given. */
  privacy?: PrivacySettings;
}

/** What OpenAPI states for every call: the choices the spec leaves open. */
const API_CONVENTIONS = [
  'Every call takes the session token in `X-AUTH-TOKEN` unless marked public; sign in with `GET /sw/a/v1/seller/login` and `Authorization: Basic base64(id:password)`.',
  '**Forms:** every call the spec calls a form takes `application/x-www-form-urlencoded`, `multipart/form-data` (text fields, as a browser `FormData` sends them) or JSON.',
  '**Blank parameters:** an optional query parameter or form field sent blank (`sell=`, `page=`, `startDate=`) counts as absent, i.e. "all". A blank required field is refused with its own message.',
  '**Pages** are 1-based: the first page is `page=1`; `page=0` is a 400 saying pages start at 1. Page sizes 1–100 (the screens use 10, 50, 100; default 10).',
  `**No page = every match:** the spec's form searches (\`POST /sw/a/v1/qnas\`, \`POST /sw/a/v1/markets/{market}/products\`) without \`page\` and \`size\` answer every match, at most ${MAX_UNPAGED_ROWS}; a search with more is a 400 \`TOO_MANY_RESULTS\` (narrow it or send page and size), never a silently cut list.`,
  '**Dates:** `startDate`/`endDate` are Asia/Seoul calendar days `YYYY-MM-DD`, both ends included, 2000-01-01..2100-12-31. Bundle `startDateTime`/`endDateTime` are ISO-8601 with an offset (`Z`, `+09:00`) or without one (Seoul time), or a date alone (an end date ends at 23:59:59); answers give Seoul local time without offset. Other instants in answers are ISO-8601 UTC.',
  `**Codes:** carriers by Korean name or code (${codeTableText(CARRIER_CODES)}); delivery types likewise (${codeTableText(DELIVERY_TYPE_CODES)}). Orders store and show the Korean name; delivery answers carry both.`,
  '**Product codes:** a prefix of 1–10 letters plus a 13–17 digit millisecond timestamp (epoch ms or yyyyMMddHHmmssSSS), unique across markets.',
  '**`price`:** in product list rows (and bundle products) `price` is the sale price and `netPrice` the regular price; in the product load (`GET /sw/a/v3/products/{code}`) `price` is the regular price and `salePrice` the sale price.',
  '**Refusals** are `{code, message}` with a Korean message meant for the user.',
  '**Full disk:** a call that writes answers 507 `STORAGE_FULL` (Korean message, nothing written) when the database or the file storage has no room left.',
  '**Concurrent edits (optimistic concurrency):** loads of what sellers edit together (a product and its options, combinations and images; the market guide and info; models; bundle deliveries; the delivery-template list) answer a `version` field and the same number as the `ETag` header. A save may name the version it started from, as `If-Match: "N"` or as the body field `version`: if someone saved since, it is refused with 409 `STALE_VERSION` (the Korean message says someone else saved first) and nothing is written. Every save answers the new version. A save naming no version is not checked and works as before. A product is saved in steps (content, images, options, combinations, product), each bumping the product\'s one version: pass each answer\'s `version` on to the next step.',
].join('\n\n');

/**
 * How long a browser keeps a file of the web build: the hashed files under `assets/` never change
 * under their name (a new build names them anew), so a year and immutable; everything else
 * (index.html, which names the current assets, and the public files) is checked on every use.
 */
export function webCacheControl(relativePath: string): string {
  return /^assets[\\/]/.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Upload limit of one multipart file (product images are the largest, 5,242,880 bytes). */
const MAX_FILE_BYTES = 5_242_880;

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods some route answers at this URL's path: a known path asked with another method is 405 with `Allow`. */
function allowedMethods(app: FastifyInstance, url: string): string[] {
  const pathname = url.split('?', 1)[0]!;
  return HTTP_METHODS.filter((method) => app.findRoute({ method, url: pathname }) !== null);
}

export async function buildApp(deps: AppDeps) {
  const trustProxy = deps.trustProxy ?? false;
  const app = Fastify({
    logger: deps.logger ?? false,
    logController: new RequestLog(),
    // A number of hops as proxy-addr's trust function (Fastify's types take no number).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors: (error, request, reply) => {
      // A page address that cannot be decoded (`/%E0%A4%A`), typed or followed in a browser, opens the
      // app's error page instead of a JSON body (issue 35 §6); a call of the API keeps its refusal.
      if (error.code === 'FST_ERR_BAD_URL' && isPageRequest(request.method, request.url, request.headers.accept)) {
        void (reply as unknown as FastifyReply).redirect('/error', 302);
        return;
      }
      const refusal = frameworkErrorRefusal(error);
      // Fastify types this reply by route generics no route has yet; it is a plain reply.
      void (reply as unknown as FastifyReply).status(refusal.status).send(refusal.body);
    },
    clientErrorHandler: (error, socket) => clientErrorHandler(error, socket),
    ...httpTimeoutOptions({ ...DEFAULT_HTTP_TIMEOUTS, ...deps.timeouts }),
  }).withTypeProvider<ZodTypeProvider>();
  onAfterCommitFailure((error) =>
    app.log.error(
      { err: loggableError(error) },
      'work after a commit failed; the change stands (events: the next publish)',
    ),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const activity = createActivity();
  registerActivity(app, activity);
  // Background work in this process (webhook delivery) gives way to the requests being answered; the
  // live stream stays open for its session, so it does not count.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/sw/a/v1/live')) {
      foreground.enter();
      // A response closes once, answered or abandoned (`on`: no wrapper made per call, as `once` makes).
      reply.raw.on('close', foreground.leave);
    }
    done();
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'frame-src': ["'self'", ...VIDEO_EMBED_ORIGINS],
        'connect-src': ["'self'"],
        // Plain-http deployments (an internal address) must keep working.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent only over TLS (registerSecurityHeaders).
    strictTransportSecurity: false,
  });
  registerProxyWarning(app, trustProxy);
  registerUnreadBodyRelease(app);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 10, fields: 50 } });
  await registerOpenApi(app, API_CONVENTIONS, { docs: deps.docs ?? true });

  registerErrorHandler(app);
  const jobs = deps.jobs ?? createJobs(deps.database, { logger: app.log });
  const services = createServices(deps.database, deps.storage, activity, deps.privacy);
  registerForms(app);
  registerVersionHeaders(app);
  registerAuth(app, services.auth);
  registerPlatformAuth(app, services.platformKeys.store, createFailureThrottle(deps.database.db));
  registerActivityRecording(app, services.activityLog, deps.database.db);
  registerTextGuard(app);
  const operator = createOperatorGate(createFailureThrottle(deps.database.db), deps.operatorToken ?? null);
  await registerModules(app, services, { operator, jobs });
  app.addHook('onClose', () => jobs.stop());

  const probes = registerProbes(app, deps.database);

  registerFiles(app, deps.storage);

  const webDist = deps.webDist && existsSync(path.join(deps.webDist, 'index.html')) ? deps.webDist : null;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build wrote .br and .gz copies next to its files: sent as they are to a browser that takes them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => res.header('Cache-Control', webCacheControl(path.relative(webDist, file))),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (!isApiPath(url) && webDist && request.method === 'GET') {
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html', webDist);
    }
    const allowed = allowedMethods(app, url);
    if (allowed.length > 0)
      return reply
        .status(405)
        .header('Allow', allowed.join(', '))
        .send({ code: 'METHOD_NOT_ALLOWED', message: message('common.methodNotAllowed') });
    return reply.status(404).send({ code: 'NOT_FOUND', message: message('common.apiNotFound') });
  });

  return Object.assign(app, { services, probes, jobs });
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Paths of the API, files, docs and probes: everything else is a page of the app. */
const isApiPath = (url: string) =>
  url.startsWith('/sw/') ||
  url.startsWith('/files/') ||
  url.startsWith('/docs') ||
  url === '/health' ||
  url === '/ready';

/** A browser asking for a page of the app (not the API): a GET of a non-API path that takes HTML. */
const isPageRequest = (method: string, url: string, accept: string | undefined) =>
  method === 'GET' && !isApiPath(url) && (accept ?? '').includes('text/html');
