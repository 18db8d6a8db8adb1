import pino from 'pino';

/** Log bytes gathered before one write to stdout, and the longest a line waits for company. */
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

/**
 * Where the server logs: JSON lines on stdout, written asynchronously. A request hands its lines
 * to a buffer and never waits for the terminal or the pipe to take them. The buffer is written out
 * once it holds 4 KB (a busy server makes one write for a few dozen lines instead of one per line,
 * which cost an eighth of its CPU per order-list call), at the latest a second after a line, and at
 * exit before the process ends.
 */
export function createLogStream() {
  return pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
}

export type LogStream = ReturnType<typeof createLogStream>;
