import pino from 'pino';

/**
 * Where the server logs: JSON lines on stdout, written asynchronously. A request hands its lines
 * to a buffer and never waits for the terminal or the pipe to take them; the buffer is written out
 * as the event loop turns and, at exit, before the process ends.
 */
export function createLogStream() {
  return pino.destination({ dest: 1, sync: false });
}

export type LogStream = ReturnType<typeof createLogStream>;
