import { answer, client, publicClient } from '../../lib/http.ts';

/** `Authorization: Basic base64(id:password)`, UTF-8 safe. */
function basicAuth(id: string, password: string) {
  const bytes = new TextEncoder().encode(`${id}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

export const login = (id: string, password: string) =>
  answer(publicClient.GET('/sw/a/v1/seller/login', { headers: { Authorization: basicAuth(id, password) } }));

export const logout = () => answer(client.POST('/sw/a/v1/seller/logout'));

/** The second step of a sign-in: the challenge the sign-in answered and the authenticator's (or a recovery) code. */
export const completeSecondStep = (challenge: string, code: string) =>
  answer(publicClient.POST('/sw/a/v1/seller/login/second-step', { body: { challenge, code } }));

/** "Stay signed in" (issue 34 §5): the session's idle clock starts again. */
export const keepAlive = () => answer(client.POST('/sw/a/v1/seller/session/keep-alive'));
