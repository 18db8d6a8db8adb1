import { existsSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { message } from '@seller/domain';
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
        'frame-src': [
          "'self'",
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
        ],
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
        description: 'Every call takes X-AUTH-TOKEN unless marked public.',
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
