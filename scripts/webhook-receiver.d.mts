/** Types of the sample webhook receiver (scripts/webhook-receiver.mjs), for the tests that run it. */
import type { Server } from 'node:http';

export function verifySignature(
  secret: string,
  header: string | string[] | undefined,
  body: string,
  now?: number,
): boolean;
export function createInbox<E>(
  secret: string,
  onEvent?: (event: E) => void,
): (body: string, signatureHeader: string | string[] | undefined) => number;
export function createReceiver<E>(secret: string, onEvent?: (event: E) => void): Server;
