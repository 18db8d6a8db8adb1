#!/usr/bin/env node
// A signed call of the platform API, in plain Node (no dependency): the runnable example of
// docs/integration.md.
//
//   node scripts/platform-call.mjs <base> <key> <secret> <METHOD> <path> [<json body>]
//   node scripts/platform-call.mjs http://127.0.0.1:8080 pk_… secret GET /sw/p/v1/markets
//
// Prints the HTTP status on the first line and the answer after it; exits 0 for a 2xx answer.
import { createHash, createHmac } from 'node:crypto';

const [base, key, secret, method, path, body] = process.argv.slice(2);
if (!base || !key || !secret || !method || !path || !path.startsWith('/')) {
  console.error('usage: node scripts/platform-call.mjs <base> <key> <secret> <METHOD> <path> [<json body>]');
  process.exit(2);
}
if (body !== undefined) {
  try {
    JSON.parse(body);
  } catch {
    console.error('the body must be JSON');
    process.exit(2);
  }
}

// The signature: hex HMAC-SHA256 of METHOD \n path-with-query \n unix-seconds \n hex(sha256(body)),
// with the body exactly as sent (empty for none). A signature is accepted once, within 5 minutes.
const url = new URL(path, base); // the path as it goes on the wire (non-ASCII percent-encoded)
const signedPath = url.pathname + url.search;
const payload = body ?? '';
const timestamp = String(Math.floor(Date.now() / 1000));
const bodyHash = createHash('sha256').update(payload).digest('hex');
const text = `${method.toUpperCase()}\n${signedPath}\n${timestamp}\n${bodyHash}`;
const signature = createHmac('sha256', secret).update(text).digest('hex');

const res = await fetch(url, {
  method: method.toUpperCase(),
  headers: {
    'X-SW-Key': key,
    'X-SW-Timestamp': timestamp,
    'X-SW-Signature': signature,
    ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
  },
  ...(body !== undefined ? { body: payload } : {}),
});
const answer = await res.text();
console.log(res.status);
try {
  console.log(JSON.stringify(JSON.parse(answer), null, 2));
} catch {
  console.log(answer);
}
process.exit(res.ok ? 0 : 1);
