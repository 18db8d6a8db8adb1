#!/usr/bin/env node
// The whole test run (`npm test`, and CI): the quick checks one after another, then lanes side by
// side. The unit lane runs the unit and API tests: on PostgreSQL (TEST_DATABASE_URL, as CI has it)
// on this Node, then on PGlite on the current LTS (test:lts), each database once. The e2e lane builds
// the app and runs the first half of the browser flows (project `flows`); the flows2 lane runs the
// other half and the sweeps lane the browser sweeps (project `sweeps`), each once that build has
// passed. Each browser run has its own server, on its own port and its own fresh database. A browser
// test spends most of its time typing at a person's pace (one run keeps about half a core busy), so
// the lanes share the two cores well and the run takes about as long as the longest lane. Each
// lane's lines are prefixed with its name; the run fails when any step fails, and ends with each
// step's time.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { freePort } from './server-process.mjs';

const checks = ['lint', 'format:check', 'typecheck', 'lint:api'].map((script) => ({ name: script, script }));
/** A half of the browser flows (Playwright's shards split them by file). */
const flows = (half) => ({ name: `e2e:flows ${half}/2`, script: 'e2e:flows', args: [`--shard=${half}/2`] });
const lanes = {
  unit: [
    { name: 'test:unit', script: 'test:unit' },
    { name: 'test:lts', script: 'test:lts' },
  ],
  e2e: [{ name: 'e2e:prepare', script: 'e2e:prepare' }, flows(1)],
  flows2: [flows(2)],
  sweeps: [{ name: 'e2e:sweeps', script: 'e2e:sweeps' }],
};
/** Lanes that start only once a step of another lane has passed. */
const after = { flows2: 'e2e:prepare', sweeps: 'e2e:prepare' };
const times = [];
/** What each step adds to the environment: a browser run, its own server's port and output folder. */
const envOf = {
  /** PGlite's half of the API tests runs in test:lts, on the LTS Node. */
  'test:unit': process.env.TEST_DATABASE_URL ? { TEST_DATABASES: 'postgres' } : {},
  'e2e:flows 1/2': { E2E_PORT: String(await freePort()), E2E_OUTPUT: 'flows-1' },
  'e2e:flows 2/2': { E2E_PORT: String(await freePort()), E2E_OUTPUT: 'flows-2' },
  'e2e:sweeps': { E2E_PORT: String(await freePort()) },
};
/** Each step's exit code, as a promise that settles when the step has run. */
const settle = new Map(
  Object.values(lanes)
    .flat()
    .map((step) => {
      let resolve;
      const promise = new Promise((r) => (resolve = r));
      return [step.name, { promise, resolve }];
    }),
);

/** Runs one step (an npm script), its output prefixed by the lane's name; resolves to its exit code. */
function run(step, lane) {
  const started = Date.now();
  const env = { ...process.env, ...envOf[step.name] };
  const args = ['run', '--silent', step.script, ...(step.args ? ['--', ...step.args] : [])];
  const child = spawn('npm', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      (stream === child.stdout ? process.stdout : process.stderr).write(`[${lane}] ${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      times.push({ name: step.name, status, minutes: ((Date.now() - started) / 60_000).toFixed(1) });
      settle.get(step.name)?.resolve(status);
      resolve(status);
    });
  });
}

/** Runs a lane's steps one after another, stopping at the first that fails. */
async function inTurn(steps, lane) {
  if (after[lane] && (await settle.get(after[lane]).promise) !== 0) return 1;
  for (const step of steps) {
    const status = await run(step, lane);
    if (status !== 0) return status;
  }
  return 0;
}

function summary() {
  for (const t of times) console.log(`${t.status === 0 ? 'ok  ' : 'FAIL'} ${t.name} (${t.minutes} min)`);
}

const started = Date.now();
let status = await inTurn(checks, 'check');
if (status === 0) {
  const results = await Promise.all(Object.entries(lanes).map(([lane, scripts]) => inTurn(scripts, lane)));
  status = results.find((s) => s !== 0) ?? 0;
}
summary();
console.log(`${status === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
process.exit(status);
