#!/usr/bin/env node
// The whole test run (`npm test`, and CI): the quick checks one after another, then four lanes side by
// side. The e2e lane builds the app and runs the browser flows (e2e project `flows`); the sweeps lane
// waits for that build and runs the browser sweeps (project `sweeps`), each browser run with its own
// server on its own port. The unit lane runs the unit and API tests: with PostgreSQL (TEST_DATABASE_URL,
// as CI has it) on PostgreSQL on this Node. The lts lane waits for the sweeps to end and runs the API
// tests on PGlite on the current LTS (test:lts), beside the unit lane's: API tests wait on databases and
// child servers, so two runs fill each other's waits, and neither is left to run alone after the browsers.
//
// A browser test waits on every render, so the browser runs are slowed by every other process that
// wants the CPU: beside the API tests at the same priority, a spec took three times as long as on an
// idle machine. The API tests only need the CPU in total. So the unit and lts lanes run in the background:
// each in a session of its own at a low priority (its own scheduler group, which Linux's autogroups weigh
// as one task, with its nice value set to 10), where they take mostly what the browsers leave. Each lane's
// lines are prefixed with its name; the run fails when any step fails, and ends with each step's time and,
// for a step that failed, its last lines again (where its failures are listed), so the end of the run's
// output tells what failed even when the lanes' lines are interleaved.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import readline from 'node:readline';
import { freePort } from './server-process.mjs';

const checks = ['lint', 'format:check', 'typecheck', 'lint:api'];
const lanes = {
  e2e: ['e2e:prepare', 'e2e:flows'],
  sweeps: ['e2e:sweeps'],
  unit: ['test:unit'],
  lts: ['test:lts'],
};
/** The lanes that run at a low priority, in a session (and scheduler group) of their own. */
const background = new Set(['unit', 'lts']);
/**
 * Their nice value: 10 weighs their group at about a tenth of a browser's. At 19 (a seventieth) a
 * browser's busy moment stopped the API tests for over a second, and a test that looks at a server
 * within a time window (deployment.test.ts's draining instance) missed it.
 */
const BACKGROUND_NICE = 10;
/** Steps that start only once another step (in another lane) has passed. */
const after = { 'e2e:sweeps': 'e2e:prepare', 'test:lts': 'e2e:sweeps' };
const times = [];
/** How many of a failed step's last lines are printed again at the end. */
const TAIL_LINES = 150;
const envOf = {
  /** PGlite's half of the API tests runs in test:lts, on the LTS Node. */
  'test:unit': process.env.TEST_DATABASE_URL ? { TEST_DATABASES: 'postgres' } : {},
  'e2e:flows': { E2E_PORT: String(await freePort()) },
  'e2e:sweeps': { E2E_PORT: String(await freePort()) },
};
/** Each step's exit code, as a promise that settles when the step has run. */
const settle = new Map(
  Object.values(lanes)
    .flat()
    .map((script) => {
      let resolve;
      const promise = new Promise((r) => (resolve = r));
      return [script, { promise, resolve }];
    }),
);

/** The process groups of the background steps running now, ended with the run. */
const groups = new Set();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    for (const pid of groups) killGroup(pid);
    process.exit(1);
  });

function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * Lowers a background step's priority: its session's scheduler group (where Linux groups by session)
 * and the process itself, whose children inherit it.
 */
function lowerPriority(pid) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(BACKGROUND_NICE));
  } catch {
    // no autogroups here: the nice value below is what counts
  }
  try {
    os.setPriority(pid, BACKGROUND_NICE);
  } catch {
    // not allowed: runs at the usual priority
  }
}

/** Runs one npm script, its output prefixed by the lane's name; resolves to its exit code. */
function run(script, lane) {
  const started = Date.now();
  const env = { ...process.env, ...envOf[script] };
  const detached = background.has(lane);
  const child = spawn('npm', ['run', '--silent', script], { env, stdio: ['ignore', 'pipe', 'pipe'], detached });
  if (detached) {
    lowerPriority(child.pid);
    groups.add(child.pid);
    child.on('exit', () => groups.delete(child.pid));
  }
  const tail = [];
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      (stream === child.stdout ? process.stdout : process.stderr).write(`[${lane}] ${line}\n`);
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      times.push({ script, status, minutes: ((Date.now() - started) / 60_000).toFixed(1), tail });
      settle.get(script)?.resolve(status);
      resolve(status);
    });
  });
}

/** Runs scripts one after another, stopping at the first that fails. */
async function inTurn(scripts, lane) {
  for (const script of scripts) {
    if (after[script] && (await settle.get(after[script]).promise) !== 0) return 1;
    const status = await run(script, lane);
    if (status !== 0) return status;
  }
  return 0;
}

function summary() {
  for (const t of times.filter((t) => t.status !== 0)) {
    console.log(`\n--- the last ${t.tail.length} lines of ${t.script}, which failed ---`);
    for (const line of t.tail) console.log(line);
  }
  for (const t of times) console.log(`${t.status === 0 ? 'ok  ' : 'FAIL'} ${t.script} (${t.minutes} min)`);
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
