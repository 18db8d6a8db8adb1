import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  EVENT_TYPE_NAMES,
  EVENT_TYPES,
  eventEnvelopeSchema,
  ROLES,
  roleMayCall,
  type RouteRight,
} from '@seller/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the OpenAPI document says of a call beyond its validated schemas. */
    openapi?: RouteDocs;
  }
}

/** The OpenAPI facts of a call that its Fastify schema cannot carry. */
export interface RouteDocs {
  /**
   * How the caller proves who it is. Default: the session token (`token`), or none for a public call.
   * `basic`: sign-in with id and password. `operator`: the operator's X-OPERATOR-TOKEN.
   * `passwordCipher`: the session token plus the encrypted password payload in Authorization.
   * `platform`: a marketplace's signed request (X-SW-Key, X-SW-Timestamp, X-SW-Signature).
   */
  security?: 'basic' | 'operator' | 'passwordCipher' | 'platform';
  /** A multipart body the handler reads itself (it has files): documented here, not validated by Fastify. */
  multipart?: z.ZodObject;
  /** The successful answer when it is not JSON; refusals stay JSON unless `html` (pages answer 404 as a page). */
  answers?: 'html' | 'xlsx' | 'event-stream';
}

/** A file part of a multipart body. */
export const filePart = () => z.string().meta({ format: 'binary' });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const SECURITY_SCHEMES = {
  token: {
    type: 'apiKey',
    in: 'header',
    name: 'X-AUTH-TOKEN',
    description: 'The session token the sign-in call answers (`token`).',
  },
  basic: {
    type: 'http',
    scheme: 'basic',
    description: 'Sign-in only: `Authorization: Basic base64(id:password)`.',
  },
  operator: {
    type: 'apiKey',
    in: 'header',
    name: 'X-OPERATOR-TOKEN',
    description: "The operator's secret, equal to the server's OPERATOR_TOKEN (unset: these calls are closed).",
  },
  platform: {
    type: 'apiKey',
    in: 'header',
    name: 'X-SW-Key',
    description:
      'A platform key (`npm run admin -- create-platform-key`), with every request signed: `X-SW-Timestamp` (unix seconds, within 5 minutes) and ' +
      '`X-SW-Signature` = hex HMAC-SHA256(secret, `METHOD\\n/path?query\\ntimestamp\\nhex(sha256(body))`). A signature is accepted once. See docs/integration.md.',
  },
  passwordCipher: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      '`Basic <base64 of the RSA-OAEP (SHA-256) ciphertext of {"sellerId","currentPassword","newPassword"}>` under the key of `GET /sw/a/v1/seller/public-key`.',
  },
} as const;

const securityOf = (docs: RouteDocs | undefined, isPublic: boolean) => {
  switch (docs?.security) {
    case 'basic':
      return [{ basic: [] }];
    case 'operator':
      return [{ operator: [] }];
    case 'passwordCipher':
      return [{ token: [], passwordCipher: [] }];
    case 'platform':
      return [{ platform: [] }];
    default:
      return isPublic ? [] : [{ token: [] }];
  }
};

/** Which roles may call a seller's route (packages/domain `ROLE_RIGHTS`); others are refused with 403 `FORBIDDEN_RIGHT`. */
function rightText(right: RouteRight): string {
  if (right === 'read') return '**Roles:** every role of the market (a read).';
  if (right === 'self') return "**Roles:** every role, on the seller's own account.";
  const rights = typeof right === 'string' ? [right] : right;
  const roles = ROLES.filter((role) => roleMayCall(role, right));
  return `**Right:** ${rights.map((r) => `\`${r}\``).join(' or ')}, held by the roles ${roles.map((r) => `\`${r}\``).join(', ')}; any other role is refused with 403 \`FORBIDDEN_RIGHT\`.`;
}

const SECURITY_TEXT: Record<string, string> = {
  basic: 'Public: signs in with HTTP Basic; no session token.',
  operator: 'Operator only: needs X-OPERATOR-TOKEN; sellers are refused with 403.',
  platform:
    'Platform API: a signed request with a platform key (401 unsigned, wrong, expired, reused or revoked; 403 a market the key does not open). Seller tokens are refused.',
  passwordCipher: 'Needs X-AUTH-TOKEN and the encrypted payload in Authorization.',
  token:
    'Needs the session token in X-AUTH-TOKEN (401 without a live one: `SIGNED_OUT_EVERYWHERE` when POST /sw/a/v1/seller/logout-all ended it, else `UNAUTHORIZED`).',
  none: 'Public: no session token.',
};

/**
 * A stable operationId from the method and path: `GET /sw/a/v1/markets/:marketId/models` →
 * `getMarketsByMarketIdModels`; operator calls (`/sw/o/`) start with `operator`, platform calls (`/sw/p/`) with `platform`, v3 calls end with `V3`.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url.split('/').filter(Boolean);
  const api = segments[0] === 'sw';
  const version = api && segments[2] && segments[2] !== 'v1' ? segments[2].toUpperCase() : '';
  const words = segments.slice(api ? 3 : 0).map((segment) => {
    const name = segment.startsWith(':') ? `by-${segment.slice(1)}` : segment;
    return name
      .split(/[-_]/)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('');
  });
  const verb = method.toLowerCase();
  const area = api && segments[1] === 'o' ? 'operator' : api && segments[1] === 'p' ? 'platform' : '';
  const prefix = area ? `${area}${verb.charAt(0).toUpperCase()}${verb.slice(1)}` : verb;
  return prefix + words.join('') + version;
}

/**
 * The text rule of every input (plugins/text-guard.ts) as a pattern: no NUL and no lone surrogate
 * (a surrogate pair, as in an emoji, is one character). Written so that a validator reading patterns
 * with or without Unicode mode agrees.
 */
export const CLEAN_TEXT_PATTERN = '^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$';

/** Gives every input string schema without a pattern of its own (a pattern here is narrower) the clean-text pattern. */
function markCleanText(schema: unknown, depth = 0): void {
  if (!schema || typeof schema !== 'object' || depth > 30) return;
  if (Array.isArray(schema)) return schema.forEach((item) => markCleanText(item, depth + 1));
  const node = schema as Record<string, unknown>;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (
    types.includes('string') &&
    node.pattern === undefined &&
    node.format === undefined &&
    node.enum === undefined &&
    node.const === undefined
  )
    node.pattern = CLEAN_TEXT_PATTERN;
  for (const [key, value] of Object.entries(node))
    if (key !== 'examples' && key !== 'default') markCleanText(value, depth + 1);
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route: { method: string | string[]; config?: { public?: boolean; right?: RouteRight; openapi?: RouteDocs } };
};

/** zod → OpenAPI (fastify-type-provider-zod), plus what a route's `config.openapi` says. */
function transform(input: TransformInput) {
  const { schema, url, route } = input;
  if (!schema || (schema as { hide?: boolean }).hide) return jsonSchemaTransform(input);
  const docs = route.config?.openapi;
  const { produces: _produces, ...patched } = schema as Record<string, unknown>;
  const response = (schema as { response?: Record<string, unknown> }).response ?? {};
  if (docs?.multipart) {
    patched.body = docs.multipart;
    patched.consumes = ['multipart/form-data'];
  }
  if (docs?.answers === 'html') {
    const page = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
    patched.response = { ...response, 200: page('the page'), 404: page('the not-found page') };
  } else if (docs?.answers === 'event-stream') {
    patched.response = {
      ...response,
      200: {
        description: 'Server-Sent Events, until the client leaves',
        content: { 'text/event-stream': { schema: z.string() } },
      },
    };
  } else if (docs?.answers === 'xlsx') {
    patched.response = {
      ...response,
      200: { description: 'the .xlsx file, streamed', content: { [XLSX]: { schema: filePart() } } },
    };
  }
  const out = jsonSchemaTransform({ ...input, schema: patched });
  for (const part of ['body', 'querystring', 'params', 'headers'] as const)
    markCleanText((out.schema as Record<string, unknown>)[part]);
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const isPublic = route.config?.public === true;
  const scheme = docs?.security ?? (isPublic ? 'none' : 'token');
  const result = out.schema as Record<string, unknown>;
  const summary = String(result.summary ?? '');
  result.operationId ??= operationIdOf(method, url);
  const right = route.config?.right;
  result.description = [result.description ?? summary, SECURITY_TEXT[scheme], right && rightText(right)]
    .filter(Boolean)
    .join('\n\n');
  result.security = securityOf(docs, isPublic);
  return out;
}

/** The shared refusal: every operation's 4xx and 5xx answers point here rather than repeating the body. */
const REFUSAL = { $ref: '#/components/responses/Refusal' } as const;
const REFUSAL_COMPONENTS = {
  schemas: {
    ErrorBody: {
      type: 'object',
      description: 'The body of every refusal.',
      properties: {
        code: { type: 'string', description: 'stable machine-readable error code' },
        message: { type: 'string', description: 'Korean message to show the user' },
      },
      required: ['code', 'message'],
      additionalProperties: false,
    },
  },
  responses: {
    Refusal: {
      description:
        'Refused: `{code, message}` with a Korean message. Besides the statuses an operation lists, any call can be ' +
        'refused by the framework (400 bad percent-encoding, 413 body over the limit, 414 URL or 431 headers too long) ' +
        'or fail (500), with the same body.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    },
  },
} as const;

type Json = Record<string, unknown>;

/** Whether a response is the `{code, message}` refusal (errorBodySchema as zod → JSON Schema made it). */
function isRefusal(response: unknown): boolean {
  const schema = ((response as Json | undefined)?.content as Json | undefined)?.['application/json'] as
    { schema?: { type?: string; properties?: Json } } | undefined;
  const keys = Object.keys(schema?.schema?.properties ?? {}).sort();
  return schema?.schema?.type === 'object' && keys.join() === 'code,message';
}

const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The version this change started from (the `ETag` of the load, `"N"`): if someone saved since, 409 `STALE_VERSION` and nothing is changed. Absent or `*`: not checked.',
  schema: { type: 'string', pattern: '^(\\*|(W/)?"\\d{1,9}"|\\d{1,9})$' },
} as const;
const ETAG = {
  description: 'The `version` of the answer as an entity tag (`"N"`), for `If-Match`.',
  schema: { type: 'string' },
};
const FILE_HEADERS = {
  'Content-Disposition': {
    description: 'attachment, with the file name (ASCII `filename` and UTF-8 `filename*`)',
    schema: { type: 'string' },
  },
  'X-Total-Count': { description: 'the number of rows, when known before streaming', schema: { type: 'string' } },
};

/**
 * Lists saved as a whole whose version is the list's (the answer is an array, so no `version` field
 * shows it): their answers carry `ETag` and their saves take `If-Match`.
 */
const VERSIONED_LISTS = new Set(['/sw/a/v1/markets/{marketId}/deliveries']);

/** Whether a JSON answer or body schema has a `version` field. */
const hasVersion = (content: unknown) =>
  Object.values((content ?? {}) as Record<string, { schema?: { properties?: Json } }>).some(
    (media) => media.schema?.properties?.version !== undefined,
  );

/**
 * The headers of the optimistic concurrency and of file answers, stated where they apply: `ETag` on
 * every answer carrying a `version` (plugins/versions.ts sends it), `If-Match` on every change that
 * compares one (a body with `version`, or a delete that answers 409), and `Content-Disposition` and
 * `X-Total-Count` on the spreadsheet answers.
 */
function declareHeaders(path: string, method: string, operation: Json) {
  const responses = (operation.responses ?? {}) as Record<string, Json>;
  const wholeList = VERSIONED_LISTS.has(path);
  for (const [status, response] of Object.entries(responses)) {
    if (!/^2\d\d$/.test(status)) continue;
    const content = response.content as Record<string, unknown> | undefined;
    if (hasVersion(content) || wholeList) response.headers = { ...(response.headers as Json), ETag: ETAG };
    if (content?.[XLSX]) response.headers = { ...(response.headers as Json), ...FILE_HEADERS };
  }
  const body = (operation.requestBody as Json | undefined)?.content;
  const compares =
    hasVersion(body) || (method === 'delete' && responses['409'] !== undefined) || (wholeList && method !== 'get');
  const parameters = (operation.parameters ?? []) as { name: string; in: string }[];
  if (compares && !parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'if-match'))
    operation.parameters = [...parameters, IF_MATCH];
}

/**
 * The document as served: each operation's refusals become one shared component (`Refusal` →
 * `ErrorBody`), and every operation also names the framework's refusals (`4XX`) and failures (`5XX`).
 */
function shareRefusals({ openapiObject }: { openapiObject: Partial<Json> }) {
  const document = openapiObject as Json & { paths?: Record<string, Record<string, Json>>; components?: Json };
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      declareHeaders(path, method, operation);
      const responses = (operation.responses ?? {}) as Record<string, unknown>;
      for (const [status, response] of Object.entries(responses))
        if (Number(status) >= 400 && isRefusal(response)) responses[status] = REFUSAL;
      responses['4XX'] ??= REFUSAL;
      responses['5XX'] ??= REFUSAL;
      operation.responses = responses;
    }
  }
  const components = (document.components ?? {}) as Record<string, Json>;
  document.components = {
    ...components,
    schemas: { ...components.schemas, ...REFUSAL_COMPONENTS.schemas },
    responses: { ...components.responses, ...REFUSAL_COMPONENTS.responses },
  };
  return document;
}

/**
 * The events a registered webhook endpoint receives (OpenAPI 3.1 `webhooks`, issue 33 §4): one entry
 * per event type, its POST body `{events: [...]}` with that type's envelope and data schema. A body
 * may carry several types; each is documented under its own name. The pull feed answers the same bodies.
 */
function eventWebhooks() {
  const toSchema = (schema: z.ZodType) => {
    const { $schema: _drop, ...json } = z.toJSONSchema(schema, { io: 'output' }) as Record<string, unknown>;
    return json;
  };
  return Object.fromEntries(
    EVENT_TYPE_NAMES.map((type) => [
      type,
      {
        post: {
          operationId: `webhook${type.replace(/(^|[.-])(\w)/g, (_m, _s, c: string) => c.toUpperCase())}`,
          summary: `Event ${type}`,
          description:
            `${EVENT_TYPES[type].data.description ?? ''}. Sent to each webhook endpoint of its market as a signed POST ` +
            '(`X-SW-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`), at least once, in order ' +
            'per endpoint; answer 2xx once it is stored (docs/integration.md).',
          security: [],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: toSchema(z.object({ events: z.array(eventEnvelopeSchema(type)).min(1) })),
              },
            },
          },
          responses: {
            '200': { description: 'received (any 2xx)' },
            '400': { description: 'not taken: sent again later, then parked as a dead letter' },
          },
        },
      },
    ]),
  );
}

/** The OpenAPI document (at /docs/json) and its UI (/docs). */
/** `docs: false` (DOCS=off) keeps the document for the server but serves no /docs. */
export async function registerOpenApi(app: FastifyInstance, description: string, options: { docs: boolean }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Seller back-office API',
        version: '1.0.0',
        description,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'the server that serves this document' }],
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ token: [] }],
      webhooks: eventWebhooks(),
    },
    transform: transform as unknown as typeof jsonSchemaTransform,
    transformObject: shareRefusals as never,
  });
  if (options.docs) await app.register(swaggerUi, { routePrefix: '/docs' });
}
