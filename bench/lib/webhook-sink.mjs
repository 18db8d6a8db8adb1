// The sample webhook receiver (scripts/webhook-receiver.mjs: signature checked, duplicates and older
// versions skipped) as a child process of a benchmark: it listens on PORT with WEBHOOK_SECRET, notes
// when each event arrived (epoch ms, sub-millisecond), and on the message "report" sends its notes back
// ({has: entityId} answers whether that event arrived).
import { createReceiver } from '../../scripts/webhook-receiver.mjs';

const now = () => performance.timeOrigin + performance.now();
const received = [];
const seen = new Set();
const server = createReceiver(process.env.WEBHOOK_SECRET, (event) => {
  received.push([event.entityId, now()]);
  seen.add(event.entityId);
});
server.keepAliveTimeout = 30_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send({ ready: true }));
process.on('message', (message) => {
  if (message === 'report') process.send({ received });
  if (message === 'stop') server.close(() => process.exit(0));
  if (message?.has !== undefined) process.send({ has: seen.has(message.has) });
});
