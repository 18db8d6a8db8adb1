import { existsSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  CARRIER_CODES,
  codeTableText,
  DELIVERY_TYPE_CODES,
  MAX_UNPAGED_ROWS,
  message,
  VIDEO_EMBED_ORIGINS,
} from '@seller/domain';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { TrustProxy } from './config.ts';
import type { Database } from './db/client.ts';
import { registerModules, createServices } from './modules/index.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { registerForms } from './plugins/forms.ts';
import type { Storage } from './storage/storage.ts';

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
].join('\n\n');

/** Upload limit of one multipart file (product images are the largest, 5,242,880 bytes). */
const MAX_FILE_BYTES = 5_242_880;

export async function buildApp(deps: AppDeps) {
  const trustProxy = deps.trustProxy ?? false;
  const app = Fastify({
    logger: deps.logger ?? false,
    // A number of hops as proxy-addr's trust function (Fastify's types take no number).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
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
  });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 10, fields: 50 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Seller back-office API',
        version: '1.0.0',
        description: API_CONVENTIONS,
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-AUTH-TOKEN' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  registerErrorHandler(app);
  const services = createServices(deps.database, deps.storage);
  registerForms(app);
  registerAuth(app, services.auth);
  registerTextGuard(app);
  await registerModules(app, services, { operatorToken: deps.operatorToken ?? null });

  app.get('/health', { config: { public: true }, schema: { hide: true } }, async () => ({
    status: 'ok',
    database: deps.database.kind,
  }));

  await app.register(fastifyStatic, {
    root: deps.storage.root,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    setHeaders: (res) =>
      res.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox"),
  });

  const webDist = deps.webDist && existsSync(path.join(deps.webDist, 'index.html')) ? deps.webDist : null;
  if (webDist) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, index: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/sw/') || url.startsWith('/files/') || url.startsWith('/docs') || url === '/health';
    if (!isApi && webDist && request.method === 'GET') {
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: message('common.apiNotFound') });
  });

  return Object.assign(app, { services });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
