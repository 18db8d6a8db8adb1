/** Refusal of a task by a semaphore whose queue is full. */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
  }
}

/**
 * Lets at most `limit` tasks run at once; the rest wait their turn in order. With `maxWaiting`, a task
 * that would wait behind that many others is refused at once with QueueFullError, unless it is
 * `urgent`: urgent tasks are never refused and go ahead of the waiting ones. A finished task hands its
 * slot straight to the next waiter, so a newcomer can never slip in between.
 */
export function createSemaphore(limit: number, maxWaiting = Infinity) {
  let running = 0;
  const urgent: (() => void)[] = [];
  const waiting: (() => void)[] = [];
  async function run<T>(task: () => Promise<T>, options: { urgent?: boolean } = {}): Promise<T> {
    if (running < limit) running++;
    else {
      if (!options.urgent && waiting.length >= maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => (options.urgent ? urgent : waiting).push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = urgent.shift() ?? waiting.shift();
      if (next) next();
      else running--;
    }
  }
  /** Whether a task that is not urgent would be refused now. */
  run.isFull = () => running >= limit && waiting.length >= maxWaiting;
  return run;
}
