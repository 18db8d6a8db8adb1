import type { MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
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

/**
 * The text fields of a multipart body; a file part refuses the call (form calls take none). A field
 * sent twice becomes a list of its values, as the urlencoded parser reads it, so the schema refuses
 * both alike (the last value never silently wins).
 */
async function multipartFields(request: FastifyRequest): Promise<Record<string, string | string[]>> {
  const fields: Record<string, string | string[]> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw badRequest('common.badRequest');
      }
      const raw = (part as MultipartValue<unknown>).value;
      const value = typeof raw === 'string' ? raw : String(raw ?? '');
      const before = fields[part.fieldname];
      fields[part.fieldname] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    }
  } catch (error) {
    // A malformed multipart body is the caller's mistake, not a server failure.
    if (error instanceof AppError) throw error;
    throw badRequest('common.badRequest');
  }
  return fields;
}

/** What text a field's schema may be read from: a number, a boolean, or nothing (kept as text). */
type TextKind = 'number' | 'boolean' | null;

interface ZodDef {
  type: string;
  innerType?: { _zod: { def: ZodDef } };
  in?: { _zod: { def: ZodDef } };
  options?: { _zod: { def: ZodDef } }[];
}

const defOf = (schema: unknown): ZodDef | null =>
  schema && typeof schema === 'object' && '_zod' in schema ? (schema as { _zod: { def: ZodDef } })._zod.def : null;

/** The kind a (possibly optional, nullable, defaulted or piped) zod schema takes. */
function textKind(schema: unknown): TextKind {
  const def = defOf(schema);
  if (!def) return null;
  if (def.type === 'number' || def.type === 'int') return 'number';
  if (def.type === 'boolean') return 'boolean';
  if (def.innerType) return textKind(def.innerType);
  if (def.type === 'pipe' && def.in) return textKind(def.in);
  if (def.type === 'union' && def.options) {
    const kinds = def.options.map(textKind);
    return kinds.includes('number') ? 'number' : kinds.includes('boolean') ? 'boolean' : null;
  }
  return null;
}

const kindsCache = new WeakMap<object, ReadonlyMap<string, TextKind>>();

/** The fields of an object schema that are numbers or booleans. */
function fieldKinds(schema: unknown): ReadonlyMap<string, TextKind> {
  if (!schema || typeof schema !== 'object' || !('shape' in schema)) return new Map();
  let kinds = kindsCache.get(schema);
  if (!kinds) {
    const shape = (schema as Shaped).shape;
    kinds = new Map(
      Object.keys(shape)
        .map((key) => [key, textKind(shape[key])] as const)
        .filter(([, kind]) => kind !== null),
    );
    kindsCache.set(schema, kinds);
  }
  return kinds;
}

/** A number written the one way JavaScript writes it: `12`, `0.5`; never `012`, `1.0`, `+1`, ` 1`. */
const canonicalNumber = (text: string) => {
  const value = Number(text);
  return text !== '' && String(value) === text ? value : null;
};

/**
 * Reads the text of a path, query or form value as the number or boolean its schema declares. Only
 * text that says exactly that is read (`'12'`, `'true'`); anything else stays text, which the schema
 * (or the market check, for `01` or `1.0`) then refuses. JSON bodies never come here: their types are
 * their own.
 */
export function readTextValues(values: unknown, schema: unknown) {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return;
  const record = values as Record<string, unknown>;
  for (const [key, kind] of fieldKinds(schema)) {
    const value = record[key];
    if (typeof value !== 'string') continue;
    const number = kind === 'number' ? canonicalNumber(value) : null;
    if (number !== null) record[key] = number;
    else if (kind === 'boolean' && (value === 'true' || value === 'false')) record[key] = value === 'true';
  }
}

const isFormEncoded = (request: FastifyRequest) =>
  request.isMultipart() ||
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/**
 * One place for how browser-style calls arrive: a form call reads a multipart body as its text
 * fields, a blank optional parameter (query, or a form field) counts as absent, and the text of a
 * path, query or form field is read as the number or boolean its schema declares (a JSON body is
 * taken as it is typed: `"jejuFee": true` is refused, never read as 1). Registered
 * before the auth gate, so the market named in a multipart form is checked like any other.
 */
export function registerForms(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.config?.form && route.schema) route.schema = { ...route.schema, consumes: FORM_CONTENT_TYPES };
  });

  // A plain callback unless a multipart form has to be read: it runs on every call.
  app.addHook('preValidation', (request, _reply, done) => {
    const { schema, config } = request.routeOptions;
    if (!schema) return done();
    if (config?.form && request.isMultipart()) {
      multipartFields(request)
        .then((fields) => {
          request.body = fields;
          readForm(request, schema);
        })
        .then(() => done(), done);
      return;
    }
    readForm(request, schema);
    done();
  });
}

/** Blank optionals dropped and text read as numbers or booleans, in the query, the path and a form body. */
function readForm(request: FastifyRequest, schema: FastifySchema) {
  dropBlankOptionals(request.query, schema.querystring);
  readTextValues(request.query, schema.querystring);
  readTextValues(request.params, schema.params);
  if (isFormEncoded(request)) {
    dropBlankOptionals(request.body, schema.body);
    readTextValues(request.body, schema.body);
  }
}
