import { DEMO_CS, DEMO_MARKETS, DEMO_PASSWORD, DEMO_STAFF } from './seed/demo.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Demo sellers that still sign in with the published demo password. */
export async function findDemoSignIns(auth: {
  acceptsPassword(loginId: string, password: string): Promise<boolean>;
}): Promise<string[]> {
  const found: string[] = [];
  for (const loginId of [...DEMO_MARKETS.map((m) => m.loginId), DEMO_STAFF.loginId, DEMO_CS.loginId]) {
    if (await auth.acceptsPassword(loginId, DEMO_PASSWORD)) found.push(loginId);
  }
  return found;
}

/** What `npm start` prints once listening: where, on which database, and whether demo sign-ins work. */
export function startBanner(input: { host: string; port: number; database: string; demoSignIns: string[] }): string {
  const open = !LOOPBACK.has(input.host);
  const shown = open || input.host === 'localhost' ? 'localhost' : input.host;
  const lines = [
    '',
    `  판매자 센터: http://${shown}:${input.port}/   (API docs: http://${shown}:${input.port}/docs)`,
    open
      ? `  listening on ${input.host}: reachable from other machines`
      : `  listening on ${input.host} only (this machine); HOST=0.0.0.0 opens it to the network`,
    `  database: ${input.database}`,
  ];
  if (input.demoSignIns.length > 0) {
    lines.push(
      `  demo sign-ins exist: ${input.demoSignIns.map((id) => `${id} / ${DEMO_PASSWORD}`).join(', ')}`,
      `  (the password is published: anyone who reaches the server can sign in with them; ` +
        'reset or disable them with npm run admin before opening it to others)',
    );
  }
  return `${lines.join('\n')}\n`;
}
