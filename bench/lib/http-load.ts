import { Worker } from 'node:worker_threads';

export interface LoadRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

// Plain JavaScript run in a worker thread: its own event loop, so the clients' work does not queue
// behind the server's when both live in one benchmark process.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { requests, concurrency } = workerData;
const latencies = [];
let next = 0;
async function client() {
  while (next < requests.length) {
    const r = requests[next++];
    const start = performance.now();
    const res = await fetch(r.url, { method: r.method ?? 'GET', headers: r.headers, body: r.body });
    const text = await res.text();
    if (res.status >= 400) throw new Error(r.url + ' answered ' + res.status + ': ' + text.slice(0, 200));
    latencies.push(performance.now() - start);
  }
}
Promise.all(Array.from({ length: concurrency }, client)).then(
  () => parentPort.postMessage({ latencies }),
  (error) => parentPort.postMessage({ error: String(error) }),
);
`;

/** Sends `requests` over HTTP from a worker thread with `concurrency` clients; each latency in ms. */
export function httpLoad(requests: LoadRequest[], concurrency: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { requests, concurrency } });
    worker.once('message', (message: { latencies?: number[]; error?: string }) => {
      void worker.terminate();
      if (message.error) reject(new Error(message.error));
      else resolve(message.latencies!);
    });
    worker.once('error', reject);
  });
}
