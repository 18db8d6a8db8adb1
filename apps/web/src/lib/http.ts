import { BACKGROUND_HEADER, IDLE_LEFT_HEADER, messages } from '@seller/domain';
import createClient from 'openapi-fetch';
import type { paths } from './api-types.ts';
import { clearSession, hasBrokenSession, readSession } from './session.ts';
import { dialog } from './dialog.ts';
import { isBackground, noteActivitySent, noteIdleLeft } from './idle.ts';

/** A refused or failed call, with the server's Korean message for the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

let onForbidden: (code: string) => void = () => {};
/**
 * Where a 403 of the seller's role goes: `SECOND_STEP_SETUP_REQUIRED` (the role needs two-step
 * sign-in first) and `FORBIDDEN_RIGHT` (the role changed meanwhile) are handled by the app.
 */
export const setForbiddenHandler = (handler: (code: string) => void) => {
  onForbidden = handler;
};

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

let onUnauthorized: (code: string) => void = () => {};
/** The app tells the client where a lost session goes (clear it and return to sign-in), given the 401's code. */
export const setUnauthorizedHandler = (handler: (code: string) => void) => {
  onUnauthorized = handler;
};

/** A query string without blank values ('' is "all" in a search); a list as comma-joined codes. */
function queryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

/** A form or upload body: every field that has a value, files as files, lists as repeated fields. */
function formData(form: Record<string, QueryValue | Blob | Blob[]>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(form)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((item) => data.append(k, item instanceof Blob ? item : String(item)));
    else data.append(k, v instanceof Blob ? v : String(v));
  }
  return data;
}

/** Adds the session token (unless `auth` is false): spec 01 §6 for a broken session entry. */
function withSession(headers: Headers, auth: boolean) {
  if (!auth) return;
  const session = readSession();
  if (session) headers.set('X-AUTH-TOKEN', session.token);
  // Spec 01 §6: the entry is removed and the request goes on without the token; the sign-in
  // screen then says there was a problem with logging in.
  else if (hasBrokenSession()) clearSession(messages.auth.sessionProblem);
}

/**
 * The one `fetch` of the web app: adds X-AUTH-TOKEN, turns failures into ApiError with the server's
 * Korean message (a 401 sends the seller to sign in) and answers the successful response.
 */
async function send(input: Request, auth: boolean): Promise<Response> {
  withSession(input.headers, auth);
  // A call the seller did not cause (issue 34 §5) does not keep the session.
  if (auth && !input.headers.has(BACKGROUND_HEADER) && isBackground()) input.headers.set(BACKGROUND_HEADER, '1');
  if (auth && !input.headers.has(BACKGROUND_HEADER)) noteActivitySent();
  let response: Response;
  try {
    response = await fetch(input);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', messages.common.serverError);
  }
  const idleLeft = auth ? response.headers.get(IDLE_LEFT_HEADER) : null;
  if (idleLeft !== null) noteIdleLeft(Number(idleLeft));
  if (!response.ok) {
    let code = 'HTTP_' + response.status;
    let text: string = messages.common.serverError;
    try {
      const parsed = (await response.json()) as { code?: string; message?: string };
      code = parsed.code ?? code;
      text = parsed.message ?? text;
    } catch {
      /* not JSON */
    }
    if (response.status === 401 && auth) onUnauthorized(code);
    if (response.status === 403 && auth) onForbidden(code);
    throw new ApiError(response.status, code, text);
  }
  return response;
}

const querySerializer = (query: Record<string, unknown>) => queryString(query as Record<string, QueryValue>);

/**
 * The typed client, generated from the server's routes (`api-types.ts`, `npm run openapi`): the path
 * literal gives the path and query parameters, the body and the answer, so a path or field renamed on
 * the server fails the web's type check. `client` sends the session token; `publicClient` (sign-in, the
 * public key) does not. Refusals throw ApiError; read a call's answer with `answer(...)`.
 */
export const client = createClient<paths>({ querySerializer, fetch: (input) => send(input, true) });
export const publicClient = createClient<paths>({ querySerializer, fetch: (input) => send(input, false) });

/**
 * The answer of a typed call. `send` has thrown for every refusal, so a call that resolves succeeded;
 * its data is the operation's success answer (none for a 204).
 */
export async function answer<Data>(call: Promise<{ data?: Data }>): Promise<Data> {
  const { data } = await call;
  return data as Data;
}

type Method = 'get' | 'put' | 'post' | 'delete';
/** A header map's named keys (the generated types add an index signature `[name: string]: unknown`). */
type NamedKeys<H> = keyof { [K in keyof H as string extends K ? never : K]: H[K] } & string;
/** The headers the contract declares on the success answer of `method path`. */
export type DeclaredHeader<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: { headers: infer H } };
}
  ? NamedKeys<H>
  : never;

/**
 * A typed call (`(method, path) => client.request(method, path, …)`) with the answer's headers read by
 * the names the contract declares for that call: `header('ETag')` compiles only where the document
 * states an `ETag`, so a header the server stops declaring fails the web's type check.
 */
export async function withHeaders<P extends keyof paths, M extends Method & keyof paths[P], Data>(
  method: M,
  path: P,
  call: (method: M, path: P) => Promise<{ data?: Data; response: Response }>,
) {
  const { data, response } = await call(method, path);
  return { data: data as Data, response, header: (name: DeclaredHeader<P, M>) => response.headers.get(name) };
}

/**
 * The body of a form call or an upload for the typed client (`bodySerializer`): multipart, which every
 * form route takes besides urlencoded and JSON (files need it).
 */
export const formSerializer = (body: unknown) => formData(body as Record<string, QueryValue | Blob | Blob[]>);

/** Options of a typed export call: its answer is read as it streams (`lib/download.ts`). */
export const asStream = { parseAs: 'stream' } as const;

/**
 * Shows a failed call in the dialog: the server's own message for a refusal (4xx), else `fallback`
 * (the screen's message for that failure) or the generic one. 401s go to sign-in instead.
 */
export async function alertError(error: unknown, fallback?: string) {
  if (error instanceof ApiError && error.status === 401) return;
  await dialog.alert(refusalText(error, fallback));
}

/** What the seller reads of a failed call: the server's Korean refusal (4xx), else `fallback` or the generic one. */
export const refusalText = (error: unknown, fallback: string = messages.common.serverError) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
