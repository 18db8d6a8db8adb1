import { describe, expect, it } from 'vitest';
import { createSemaphore, QueueFullError } from '../src/lib/semaphore.ts';

describe('semaphore with a short queue', () => {
  it('runs `limit` at once, queues `maxWaiting`, refuses the rest at once, and lets urgent tasks through first', async () => {
    const run = createSemaphore(2, 3);
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const task = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      order.push(name);
      await new Promise<void>((resolve) => gates.push(resolve));
      running--;
      return name;
    };
    const settled = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) =>
      run(task(name)).then(
        (value) => value,
        (err: unknown) => (err instanceof QueueFullError ? `refused ${name}` : 'other error'),
      ),
    );
    expect(run.isFull()).toBe(true);
    const urgent = run(task('urgent'), { urgent: true });
    // Let the work finish one by one.
    while (gates.length > 0 || order.length < 6) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      gates.shift()?.();
    }
    expect(await Promise.all(settled)).toEqual(['a', 'b', 'c', 'd', 'e', 'refused f', 'refused g']);
    expect(await urgent).toBe('urgent');
    expect(order).toEqual(['a', 'b', 'urgent', 'c', 'd', 'e']);
    expect(most).toBe(2);
    expect(run.isFull()).toBe(false);
  });
});
