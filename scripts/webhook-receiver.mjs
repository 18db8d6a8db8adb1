#!/usr/bin/env node
// A marketplace's webhook receiver in plain Node (no dependencies), as docs/integration.md explains:
//
//   WEBHOOK_SECRET=whsec_… PORT=8787 node scripts/webhook-receiver.mjs
//
// It checks `X-SW-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`
// (refusing a bad signature, or a timestamp more than 5 minutes away, with 401), answers 2xx only
// once it has the events, skips an event id it has seen (delivery is at least once) and an event
// older than the version it holds for the entity (ordering is per entity), and prints each event.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const TOLERANCE_SECONDS = 300;

/** Whether `header` signs `body` with `secret` (and is recent enough). */
export function verifySignature(secret, header, body, now = Math.floor(Date.now() / 1000)) {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split('=')),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(now - t) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const sent = Buffer.from(parts.v1, 'hex');
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * What a receiver does with one delivery: answers the HTTP status to send. `onEvent` is called once
 * per new event, in order.
 */
export function createInbox(secret, onEvent = (event) => console.log(JSON.stringify(event))) {
  const seen = new Set();
  const versions = new Map();
  return function receive(body, signatureHeader) {
    if (!verifySignature(secret, signatureHeader, body)) return 401;
    let events;
    try {
      ({ events } = JSON.parse(body));
    } catch {
      return 400;
    }
    for (const event of events) {
      if (seen.has(event.id)) continue; // delivered again after a lost answer: already handled
      seen.add(event.id);
      const key = `${event.entity}:${event.entityId}`;
      if ((versions.get(key) ?? 0) >= event.version) continue; // an older state than the one held
      versions.set(key, event.version);
      onEvent(event);
    }
    return 204;
  };
}

/** The receiver as an HTTP server (not listening yet). */
export function createReceiver(secret, onEvent) {
  const receive = createInbox(secret, onEvent);
  return http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const status =
        req.method === 'POST' ? receive(Buffer.concat(chunks).toString('utf8'), req.headers['x-sw-signature']) : 405;
      res.writeHead(status).end();
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) {
    console.error('Set WEBHOOK_SECRET to the secret `npm run admin -- add-webhook` printed.');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 8787);
  createReceiver(secret).listen(port, () => console.error(`listening on http://127.0.0.1:${port}`));
}
