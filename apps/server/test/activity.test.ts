import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivity } from '../src/lib/activity.ts';

/** A response as the activity sees it: something that emits `close` once it is answered or abandoned. */
const response = () => new EventEmitter() as unknown as ServerResponse;
const close = (res: ServerResponse) => (res as unknown as EventEmitter).emit('close');

/** Whether `promise` has settled once the timers due by now have run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

/** Checks that `promise` settles `ms` from now and not a millisecond before. */
async function expectSettlesAfter(promise: Promise<unknown>, ms: number) {
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(await settled(promise)).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(await settled(promise)).toBe(true);
}

describe('activity: the calls a server is answering, and a background job taking turns with them', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is busy from a call’s arrival until its response closes, and 100 ms after the last arrival', () => {
    const activity = createActivity();
    expect(activity.busy()).toBe(false);
    const [a, b] = [response(), response()];
    activity.began(a);
    activity.began(b);
    vi.advanceTimersByTime(500); // long calls: still in progress
    close(a);
    expect(activity.busy()).toBe(true);
    close(b);
    expect(activity.busy()).toBe(false); // the last arrival was 500 ms ago

    const quick = response(); // a call answered in one go (PGlite: its queries run on this thread)
    activity.began(quick);
    close(quick);
    expect(activity.busy()).toBe(true);
    vi.advanceTimersByTime(99);
    expect(activity.busy()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(activity.busy()).toBe(false);
  });

  it('no longer counts a call that takes turns, once and only once', () => {
    const activity = createActivity();
    const [exporting, other] = [response(), response()];
    activity.began(exporting);
    activity.takesTurns(exporting);
    vi.advanceTimersByTime(100);
    expect(activity.busy()).toBe(false);
    activity.began(other);
    activity.takesTurns(exporting); // again: nothing more to take away
    close(exporting); // its close no longer counts either
    vi.advanceTimersByTime(100);
    expect(activity.busy()).toBe(true);
    close(other);
    expect(activity.busy()).toBe(false);
  });

  it('goes on at once when alone, and rests three times as long as its step while other calls come in', async () => {
    const activity = createActivity();
    const turn = activity.turns();
    vi.advanceTimersByTime(10); // a step of 10 ms with nobody else
    expect(await settled(turn())).toBe(true);

    const other = response();
    activity.began(other); // a call arrives during the next step of 10 ms
    vi.advanceTimersByTime(10);
    await expectSettlesAfter(turn(), 30);

    close(other); // a call that came and went during a step still counts for that step
    const arrived = response();
    activity.began(arrived);
    close(arrived);
    vi.advanceTimersByTime(4);
    await expectSettlesAfter(turn(), 12);
  });

  it('rests at most 100 ms however long the step took', async () => {
    const activity = createActivity();
    const turn = activity.turns();
    activity.began(response());
    vi.advanceTimersByTime(1000);
    await expectSettlesAfter(turn(), 100);
  });
});
