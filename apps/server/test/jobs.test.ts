import { describe, expect, it } from 'vitest';
import { createJobs, type Jobs } from '../src/jobs/index.ts';
import { databaseKinds, useTestApp } from './helper.ts';

const quick = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not in time');
    await sleep(100);
  }
}

describe.each(databaseKinds)('the job engine on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('works a job sent, and one sent in a transaction only when it commits', async () => {
    const jobs = createJobs(ctx.database, { boss: quick });
    const seen: string[] = [];
    await jobs.work<{ text: string; tags: string[] }>('test.echo', {}, async (batch) => {
      for (const job of batch) seen.push(`${job.data.text}:${job.data.tags.join('|')}`);
    });
    await jobs.start();
    try {
      await jobs.send('test.echo', { text: '첫째', tags: ['a', 'b "c"'] });
      await ctx.database.db.transaction(async (tx) => {
        await jobs.send('test.echo', { text: '커밋', tags: [] }, {}, tx);
      });
      await ctx.database.db
        .transaction(async (tx) => {
          await jobs.send('test.echo', { text: '롤백', tags: [] }, {}, tx);
          throw new Error('roll back');
        })
        .catch(() => {});
      await until(() => seen.length >= 2);
      await sleep(1500); // the rolled-back one, were it sent, would be worked by now
      expect(seen.sort()).toEqual(['첫째:a|b "c"', '커밋:'].sort());
    } finally {
      await jobs.stop();
    }
  });

  it('retries a job whose handler fails', async () => {
    const jobs = createJobs(ctx.database, { boss: quick });
    let tries = 0;
    await jobs.queue('test.flaky', { retryLimit: 2, retryDelay: 1 });
    await jobs.work('test.flaky', {}, async () => {
      tries += 1;
      if (tries === 1) throw new Error('first try fails');
    });
    await jobs.start();
    try {
      await jobs.send('test.flaky', {});
      await until(() => tries >= 2);
      await sleep(1500);
      expect(tries).toBe(2);
    } finally {
      await jobs.stop();
    }
  });
});

describe.runIf(databaseKinds.includes('postgres'))('a schedule across two instances on PostgreSQL', () => {
  const ctx = useTestApp('postgres');

  it('runs each tick once, whichever instance works it', async () => {
    // Each tick of a minute's cron is sent once; keep the test inside one minute.
    if (new Date().getUTCSeconds() > 40) await sleep((61 - new Date().getUTCSeconds()) * 1000);
    const runs: string[] = [];
    const engines: Jobs[] = ['a', 'b'].map(() => createJobs(ctx.database, { boss: quick }));
    for (const [i, jobs] of engines.entries()) {
      await jobs.work('test.tick', {}, async (batch) => {
        for (const _ of batch) runs.push(i === 0 ? 'a' : 'b');
      });
      await jobs.schedule('test.tick', '* * * * *');
    }
    await Promise.all(engines.map((jobs) => jobs.start()));
    try {
      await until(() => runs.length >= 1);
      await sleep(5000); // both timekeepers have looked at the schedule several times since
      expect(runs).toHaveLength(1);
    } finally {
      await Promise.all(engines.map((jobs) => jobs.stop()));
    }
  }, 90_000);
});
