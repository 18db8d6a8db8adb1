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
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { requests, concurrency } = workerData;
// node:http with kept-alive sockets, one per client: far less CPU per call than fetch, so the load
// generator takes less of the cores it shares with the server and the database.
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const latencies = [];
let next = 0;
function send(r) {
  return new Promise((resolve, reject) => {
    const req = http.request(r.url, { method: r.method ?? 'GET', headers: r.headers, agent }, (res) => {
      // The answer is read to its last byte; only a refusal's text is kept (for the error).
      const chunks = [];
      res.on('data', (c) => res.statusCode >= 400 && chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(r.body);
  });
}
async function client() {
  while (next < requests.length) {
    const i = next++;
    const r = requests[i];
    const start = performance.now();
    const { status, text } = await send(r);
    if (status >= 400) throw new Error(r.url + ' answered ' + status + ': ' + text.slice(0, 200));
    latencies[i] = performance.now() - start;
  }
}
Promise.all(Array.from({ length: concurrency }, client)).then(
  () => { agent.destroy(); parentPort.postMessage({ latencies }); },
  (error) => parentPort.postMessage({ error: String(error) }),
);
`;

/** Sends `requests` over HTTP from a worker thread with `concurrency` clients; each one's latency in ms, in their order. */
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
