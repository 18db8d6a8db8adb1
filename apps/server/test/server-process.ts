import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const mainTs = path.join(repoRoot, 'apps/server/src/main.ts');

/** A free TCP port on 127.0.0.1 (the OS picks it; a server started right after takes it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr (for a failed assertion's message). */
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/**
 * Starts the real server (`apps/server/src/main.ts`) as its own process on 127.0.0.1 and waits until
 * `/ready` answers 200. `wrap` runs it under another command (for example `unshare`), given as the
 * words before the node command.
 */
export async function startServer(options: {
  port: number;
  env: Record<string, string>;
  wrap?: string[];
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const node = [process.execPath, '--import', 'tsx', mainTs];
  const [command, ...args] = [...(options.wrap ?? []), ...node];
  const child = spawn(command!, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_NO_WARNINGS: '1',
      DEMO_SEED: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 150_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server on port ${options.port} exited at start: ${stderr}`);
    const ready = await fetch(`${url}/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server on port ${options.port} was not ready in time: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port: options.port, url, child, stderr: () => stderr, exited };
}

/** Ends a server started here (SIGKILL when it is still running after a clean stop was asked for). */
export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
  await server.exited;
  clearTimeout(timer);
}
