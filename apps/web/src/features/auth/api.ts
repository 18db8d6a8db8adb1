import type { LoginResult } from '@seller/domain';
import { api } from '../../lib/http.ts';

/** `Authorization: Basic base64(id:password)`, UTF-8 safe. */
function basicAuth(id: string, password: string) {
  const bytes = new TextEncoder().encode(`${id}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

export const login = (id: string, password: string) =>
  api<LoginResult>('/sw/a/v1/seller/login', { auth: false, headers: { Authorization: basicAuth(id, password) } });

export const logout = () => api<{ loggedOut: boolean }>('/sw/a/v1/seller/logout', { method: 'POST' });
