import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * How long a background job (an export) rests after a step while other calls come in: this many
 * times as long as the step took, so it takes at most a quarter of the server's time from them (on the
 * embedded database every read of an export runs on the server's one thread). At most REST_MAX_MS.
 */
const REST_PER_STEP = 3;
const REST_MAX_MS = 100;
/**
 * The server counts as busy this long after a call arrived, even once it is answered: on PGlite a
 * call's work (its queries included) runs on the server's thread in one go, so between a background
 * job's steps no call is ever seen in progress while a few sellers keep it busy.
 */
const BUSY_AFTER_ARRIVAL_MS = 100;

/**
 * The calls this server is answering: each counts from its arrival until its response closes
 * (answered or abandoned), except one that takes turns (`takesTurns`: a streamed export). Such a call
 * steps through its work with `turns()`: alone on the server it goes on at once; while other calls
 * come in, they go first (docs/benchmarks.md, orders: other calls during an export).
 */
export function createActivity() {
  let calls = 0;
  /** When the latest call arrived (`performance.now()`). */
  let lastArrival = -Infinity;
  const ended = () => void calls--;
  return {
    /** A call arrived; it counts until `res` closes. */
    began(res: ServerResponse) {
      calls++;
      lastArrival = performance.now();
      res.on('close', ended); // a response closes once (`on`: no wrapper made per call, as `once` makes)
    },
    /** Whether another call is in progress now, or arrived within BUSY_AFTER_ARRIVAL_MS. */
    busy: () => calls > 0 || performance.now() - lastArrival < BUSY_AFTER_ARRIVAL_MS,
    /** The call answering on `res` takes turns with the others from now on: it no longer counts. */
    takesTurns(res: ServerResponse) {
      if (res.listeners('close').includes(ended)) {
        res.removeListener('close', ended);
        ended();
      }
    },
    /**
     * A background job's turns: call the answer after each step. If another call was in progress or
     * came during the step, it resolves after a rest of REST_PER_STEP times the step's time, else
     * after the event loop's turn (other I/O).
     */
    turns() {
      let began = performance.now();
      return async () => {
        const took = performance.now() - began;
        if (calls > 0 || lastArrival >= began) await rest(Math.min(took * REST_PER_STEP, REST_MAX_MS));
        else await nextTurn();
        began = performance.now();
      };
    },
  };
}

const rest = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Until the event loop has run what waits (other requests' I/O). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export type Activity = ReturnType<typeof createActivity>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The calls this server is answering (`lib/activity.ts`). */
    activity: Activity;
  }
}

/** Counts every call the app answers, as `app.activity`. */
export function registerActivity(app: FastifyInstance, activity: Activity) {
  app.decorate('activity', activity);
  app.addHook('onRequest', (_request, reply, done) => {
    activity.began(reply.raw);
    done();
  });
}
