import type { MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call the spec names "form": its body may come urlencoded, as multipart text fields or as JSON. */
    form?: boolean;
  }
}

/** The encodings every form call takes (listed in OpenAPI as its `consumes`). */
export const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'];

type Shaped = { shape: Record<string, { safeParse(value: unknown): { success: boolean } }> };

const optionalKeysCache = new WeakMap<object, ReadonlySet<string>>();

/** The fields of an object schema that may be left out (optional or defaulted). */
function optionalKeys(schema: unknown): ReadonlySet<string> {
  if (!schema || typeof schema !== 'object' || !('shape' in schema)) return new Set();
  let keys = optionalKeysCache.get(schema);
  if (!keys) {
    const shape = (schema as Shaped).shape;
    keys = new Set(Object.keys(shape).filter((key) => shape[key]!.safeParse(undefined).success));
    optionalKeysCache.set(schema, keys);
  }
  return keys;
}

/** Leaves out the blank values of optional fields: a browser form sends '' for "all". */
function dropBlankOptionals(values: unknown, schema: unknown) {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return;
  const record = values as Record<string, unknown>;
  for (const key of optionalKeys(schema)) if (record[key] === '') delete record[key];
}

/** The text fields of a multipart body; a file part refuses the call (form calls take none). */
async function multipartFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw badRequest('common.badRequest');
      }
      const value = (part as MultipartValue<unknown>).value;
      fields[part.fieldname] = typeof value === 'string' ? value : String(value ?? '');
    }
  } catch (error) {
    // A malformed multipart body is the caller's mistake, not a server failure.
    if (error instanceof AppError) throw error;
    throw badRequest('common.badRequest');
  }
  return fields;
}

const isFormEncoded = (request: FastifyRequest) =>
  request.isMultipart() ||
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/**
 * One place for how browser-style calls arrive: a form call reads a multipart body as its text
 * fields, and a blank optional parameter (query, or a form field) counts as absent. Registered
 * before the auth gate, so the market named in a multipart form is checked like any other.
 */
export function registerForms(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.config?.form && route.schema) route.schema = { ...route.schema, consumes: FORM_CONTENT_TYPES };
  });

  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    if (request.routeOptions.config?.form && request.isMultipart()) request.body = await multipartFields(request);
    dropBlankOptionals(request.query, schema.querystring);
    if (isFormEncoded(request)) dropBlankOptionals(request.body, schema.body);
  });
}
