/**
 * The requests this process is answering, so that background work in the same process (webhook
 * delivery) gives way to them: it starts its next piece when none is running, or after a bounded wait
 * (`quiet`), so it is slowed by sellers' work but never stopped by it. Process-wide: the CPU is.
 */
let running = 0;
let waiting: (() => void)[] = [];

export const foreground = {
  /** A request began; `leave` when it has been answered (or its connection closed). */
  enter() {
    running++;
  },
  leave() {
    running = Math.max(0, running - 1);
    if (running > 0) return;
    const wake = waiting;
    waiting = [];
    for (const resolve of wake) resolve();
  },
  /** Resolves once no request is running, or after `maxMs` at the latest. */
  quiet(maxMs: number): Promise<void> {
    if (running === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting = waiting.filter((w) => w !== done);
        resolve();
      };
      const timer = setTimeout(done, maxMs);
      waiting.push(done);
    });
  },
};
