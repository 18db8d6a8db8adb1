#!/usr/bin/env node
// The whole test run (`npm test`, and CI): the quick checks one after another, then the unit and API
// tests beside the browser tests. With PostgreSQL (TEST_DATABASE_URL, as CI has it) the API tests run
// on PostgreSQL on this Node and on PGlite on the current LTS (test:lts), each database once. A browser test spends most
// of its time typing at a person's pace, so the two lanes share the cores well and the run takes
// about as long as the longer lane. Each lane's lines are prefixed with its name; the run fails when
// any step fails, and ends with each step's time.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const checks = ['lint', 'format:check', 'typecheck', 'lint:api'];
const lanes = { unit: ['test:unit', 'test:lts'], e2e: ['test:e2e'] };
const times = [];
/** PGlite's half of the API tests runs in test:lts, on the LTS Node. */
const envOf = { 'test:unit': process.env.TEST_DATABASE_URL ? { TEST_DATABASES: 'postgres' } : {} };

/** Runs one npm script, its output prefixed by the lane's name; resolves to its exit code. */
function run(script, lane) {
  const started = Date.now();
  const env = { ...process.env, ...envOf[script] };
  const child = spawn('npm', ['run', '--silent', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      (stream === child.stdout ? process.stdout : process.stderr).write(`[${lane}] ${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      times.push({ script, status, minutes: ((Date.now() - started) / 60_000).toFixed(1) });
      resolve(status);
    });
  });
}

/** Runs scripts one after another, stopping at the first that fails. */
async function inTurn(scripts, lane) {
  for (const script of scripts) {
    const status = await run(script, lane);
    if (status !== 0) return status;
  }
  return 0;
}

function summary() {
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
