#!/usr/bin/env node
/**
 * Changes a seller's password through the HTTP API, as README's "API" section describes:
 *
 *   node scripts/change-password.mjs <base-url> <login-id> <current-password> <new-password>
 *
 * Signs in, fetches the server's public key, encrypts the JSON {sellerId, currentPassword,
 * newPassword} with RSA-OAEP (SHA-256) and sends the base64 ciphertext as `Authorization: Basic`.
 * Only Node's built-ins (WebCrypto, fetch) are used.
 */
import { webcrypto } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/** The base64 ciphertext the change-password call takes. `spki` is the `spki` of `GET /sw/a/v1/seller/public-key`. */
export async function encryptPasswordChange(spki, { sellerId, currentPassword, newPassword }) {
  const key = await webcrypto.subtle.importKey(
    'spki',
    Buffer.from(spki, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const json = JSON.stringify({ sellerId, currentPassword, newPassword });
  const cipher = await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(json));
  return Buffer.from(cipher).toString('base64');
}

async function main([baseUrl, sellerId, currentPassword, newPassword]) {
  if (!newPassword) {
    console.error('usage: node scripts/change-password.mjs <base-url> <login-id> <current-password> <new-password>');
    process.exit(2);
  }
  const basic = Buffer.from(`${sellerId}:${currentPassword}`).toString('base64');
  const login = await fetch(`${baseUrl}/sw/a/v1/seller/login`, { headers: { authorization: `Basic ${basic}` } });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();

  const { spki } = await (await fetch(`${baseUrl}/sw/a/v1/seller/public-key`)).json();
  const cipher = await encryptPasswordChange(spki, { sellerId, currentPassword, newPassword });
  const res = await fetch(`${baseUrl}/sw/a/v1/seller/change-password`, {
    headers: { authorization: `Basic ${cipher}`, 'x-auth-token': token },
  });
  // 200 {"match":true,"change":true}: changed, every session ended; {"match":false,…}: wrong current password.
  console.log(res.status, await res.text());
  if (!res.ok) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
