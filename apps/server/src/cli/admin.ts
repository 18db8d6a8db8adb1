import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { operatorAccessLogQuerySchema } from '@seller/domain';
import { readConfig, type Config } from '../config.ts';
import type { Invitation, StaffList, StaffState } from '@seller/domain';
import { dataDirHolder } from '../lib/data-dir-lock.ts';
import type { SimulationJournal } from './simulation-audit.ts';

const USAGE = `Operator commands (npm run admin -- <command> [options]); DATA_DIR or DATABASE_URL pick the database.

  create-market   --name <Korean name> [--eng-name <name>] [--id <number>]
  list-markets
  admit-seller    --id <login id> --password <password> --name <name> --market <market id>
  reset-password  --id <login id> --password <new password>
  disable-seller  --id <login id>          (ends its sessions)
  enable-seller   --id <login id>
  list-staff      --market <market id>
  invite-staff    --market <market id> --id <login id> --name <name> --role <manager|orders|products|cs|viewer>
                  (prints the one-time invitation code and link, valid 72 hours)
  set-role        --market <market id> --id <login id> --role <manager|orders|products|cs|viewer>
  remove-staff    --market <market id> --id <login id>
  hand-over       --market <market id> --id <login id>   (makes that active staff member the owner)
  reset-second-step --id <login id>        (turns two-step sign-in off, logged; ends its sessions)
  create-brand    --name <Korean name> [--eng-name <name>] [--market <market id>]
  link-brand      --market <market id> --brand <brand id>
  unlink-brand    --market <market id> --brand <brand id>
  publish-notice  --title <title> --start <YYYY-MM-DD> --end <YYYY-MM-DD> --content <html>
  seed-demo       (demo markets, sellers and data; refuses a database that has markets)
  audit-simulation --journal <file>   (after npm run simulate -- … --journal <file>: cards equal lists,
                  histories explain statuses, stock = start − sold + put back; exit 1 on any mismatch)
  create-platform-key  --name <name> [--markets 1,160]   (prints key: and secret:; no --markets: every market)
  list-platform-keys
  rotate-platform-key  --key <key id>   (a new key, same name and markets; the old one works until revoked)
  revoke-platform-key  --key <key id>
  add-webhook     --url <url> [--market <market id>]   (prints secret:; no --market: every market)
  list-webhooks
  remove-webhook  --id <endpoint id>
  list-dead-letters
  replay-dead-letter  --id <dead letter id>
  access-log      [--market <market id>] [--start <YYYY-MM-DD>] [--end <YYYY-MM-DD>] [--id <seller login id>]
                  [--page <n>]   (buyers' personal-data access log, newest first, 100 a page; tab-separated)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    id: { type: 'string' },
    name: { type: 'string' },
    'eng-name': { type: 'string' },
    password: { type: 'string' },
    market: { type: 'string' },
    brand: { type: 'string' },
    key: { type: 'string' },
    url: { type: 'string' },
    markets: { type: 'string' },
    title: { type: 'string' },
    content: { type: 'string' },
    start: { type: 'string' },
    end: { type: 'string' },
    page: { type: 'string' },
    role: { type: 'string' },
    journal: { type: 'string' },
    help: { type: 'boolean' },
  },
});

function need(name: keyof typeof values): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`--${name} is required\n\n${USAGE}`);
  return value.trim();
}
function needNumber(name: keyof typeof values): number {
  const value = Number(need(name));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const command = positionals[0];
if (!command || values.help) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}

/** A platform key as the operator calls answer it. */
interface KeyAnswer {
  key: string;
  secret?: string;
  name: string;
  markets: number[] | null;
  createdAt: string;
  revokedAt: string | null;
}

/** The key id and secret on lines of their own (the secret is shown only here), then what the key opens. */
function printNewKey(created: KeyAnswer) {
  console.log(`key: ${created.key}`);
  console.log(`secret: ${created.secret}`);
  console.log(`name: ${created.name}`);
  console.log(`markets: ${created.markets ? created.markets.join(',') : 'all'}`);
}
function printKeys(answer: { keys: KeyAnswer[] }) {
  for (const k of answer.keys)
    console.log(
      [
        k.key,
        k.name,
        k.markets ? k.markets.join(',') : 'all',
        k.createdAt,
        k.revokedAt ? `revoked ${k.revokedAt}` : 'active',
      ].join('\t'),
    );
}

/** A webhook endpoint as the operator calls answer it. */
interface WebhookAnswer {
  id: number;
  url: string;
  secret?: string;
  marketId: number | null;
  cursor: number;
  failures: number;
  lastError: string | null;
}
function printWebhook(created: WebhookAnswer) {
  console.log(`webhook: ${created.id}`);
  console.log(`secret: ${created.secret}`);
  console.log(`url: ${created.url}`);
  console.log(`market: ${created.marketId ?? 'all'}`);
}
function printWebhooks(answer: { endpoints: WebhookAnswer[] }) {
  for (const e of answer.endpoints)
    console.log(
      [e.id, e.url, e.marketId ?? 'all', `after ${e.cursor}`, e.failures ? `failing: ${e.lastError}` : 'ok'].join('\t'),
    );
}
function printDeadLetters(answer: {
  deadLetters: {
    id: number;
    endpointId: number;
    sequence: number;
    lastError: string | null;
    replayedAt: string | null;
  }[];
}) {
  for (const d of answer.deadLetters)
    console.log(
      [
        d.id,
        `endpoint ${d.endpointId}`,
        `event ${d.sequence}`,
        d.lastError ?? '',
        d.replayedAt ? `replayed ${d.replayedAt}` : 'parked',
      ].join('\t'),
    );
}
const webhookBody = () => ({ url: need('url'), marketId: values.market ? needNumber('market') : null });

/** `--markets 1,160`: market ids, or null (every market) when not given. */
function marketList(): number[] | null {
  if (values.markets === undefined) return null;
  const ids = values.markets.split(',').map((part) => Number(part.trim()));
  if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id <= 0))
    throw new Error('--markets must be market ids separated by commas, e.g. --markets 1,160');
  return ids;
}

/** The access-log search of `access-log`'s options (issue 34 §4): 100 entries a page. */
function accessLogQuery() {
  const page = values.page ? needNumber('page') : 1;
  return {
    marketId: values.market ? needNumber('market') : undefined,
    actor: values.id,
    startDate: values.start,
    endDate: values.end,
    page,
    size: 100,
  };
}
interface LogAnswer {
  entries: {
    at: string;
    marketId: number;
    actor: string;
    address: string;
    channel: string;
    purpose: string;
    purposeDetail: string;
    orderCount: number;
    orderCodes: string[];
    fields: string[];
  }[];
  total: number;
}
function printLog(answer: LogAnswer, page: number) {
  console.log(
    ['at', 'market', 'seller', 'address', 'channel', 'purpose', 'detail', 'orders', 'codes', 'fields'].join('\t'),
  );
  for (const e of answer.entries)
    console.log(
      [
        e.at,
        e.marketId,
        e.actor,
        e.address,
        e.channel,
        e.purpose,
        e.purposeDetail,
        e.orderCount,
        e.orderCodes.join(','),
        e.fields.join(','),
      ].join('\t'),
    );
  console.log(`# ${answer.total} entries; page ${page} of ${Math.max(1, Math.ceil(answer.total / 100))}`);
}
/** What the staff commands print, from the operator call's answer (or the service's, without a server). */
const STAFF_DONE = {
  'list-staff': (_id: string, answer: unknown) =>
    (answer as StaffList).staff
      .map((m) => `${m.loginId}\t${m.name}\t${m.role}\t${m.status}${m.secondStep ? '\ttwo-step' : ''}`)
      .join('\n'),
  'invite-staff': (id: string, answer: unknown) => {
    const invitation = answer as Invitation;
    return `${id} invited; code ${invitation.code} (link: <server address>${invitation.path}), valid until ${invitation.expiresAt}`;
  },
  'set-role': (id: string, answer: unknown) => `${id} is now ${(answer as StaffState).role}`,
  'remove-staff': (id: string) => `${id} removed; its sessions ended`,
  'hand-over': (id: string) => `${id} is now the owner; the former owner is manager`,
  'reset-second-step': (id: string) => `two-step sign-in of ${id} turned off; its sessions ended`,
};
const staffPath = () => `markets/${needNumber('market')}/staff`;
const idPath = () => encodeURIComponent(need('id'));
const staffDone = (name: keyof typeof STAFF_DONE) => (answer: unknown) =>
  console.log(`${STAFF_DONE[name](values.id ?? '', answer)} (through the running server)`);

/** A command that must act at once: the operator call of the running server that does it, and what to print. */
interface RemoteCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: object;
  print(answer: unknown): void;
}

const sellerDone = (text: string) => () => console.log(`${text} (through the running server)`);

const REMOTE_COMMANDS: Record<string, () => RemoteCall> = {
  'reset-password': () => ({
    method: 'POST',
    path: `sellers/${encodeURIComponent(need('id'))}/password`,
    body: { password: need('password') },
    print: sellerDone(`password of ${values.id} reset; its sessions ended`),
  }),
  'disable-seller': () => ({
    method: 'POST',
    path: `sellers/${encodeURIComponent(need('id'))}/disable`,
    print: sellerDone(`seller ${values.id} disabled; its sessions ended`),
  }),
  'enable-seller': () => ({
    method: 'POST',
    path: `sellers/${encodeURIComponent(need('id'))}/enable`,
    print: sellerDone(`seller ${values.id} enabled`),
  }),
  'create-platform-key': () => ({
    method: 'POST',
    path: 'platform-keys',
    body: { name: need('name'), markets: marketList() },
    print: (answer) => printNewKey(answer as KeyAnswer),
  }),
  'list-platform-keys': () => ({
    method: 'GET',
    path: 'platform-keys',
    print: (a) => printKeys(a as { keys: KeyAnswer[] }),
  }),
  'rotate-platform-key': () => ({
    method: 'POST',
    path: `platform-keys/${encodeURIComponent(need('key'))}/rotate`,
    print: (answer) => printNewKey(answer as KeyAnswer),
  }),
  'access-log': () => {
    const query = accessLogQuery();
    const params = new URLSearchParams(
      Object.entries(query).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
    );
    return {
      method: 'GET',
      path: `access-log?${params}`,
      print: (answer) => printLog(answer as LogAnswer, query.page),
    };
  },
  'list-staff': () => ({ method: 'GET', path: staffPath(), print: staffDone('list-staff') }),
  'invite-staff': () => ({
    method: 'POST',
    path: `${staffPath()}/invitations`,
    body: { loginId: need('id'), name: need('name'), role: need('role') },
    print: staffDone('invite-staff'),
  }),
  'set-role': () => ({
    method: 'PUT',
    path: `${staffPath()}/${idPath()}/role`,
    body: { role: need('role') },
    print: staffDone('set-role'),
  }),
  'remove-staff': () => ({ method: 'DELETE', path: `${staffPath()}/${idPath()}`, print: staffDone('remove-staff') }),
  'hand-over': () => ({ method: 'POST', path: `${staffPath()}/${idPath()}/ownership`, print: staffDone('hand-over') }),
  'reset-second-step': () => ({
    method: 'POST',
    path: `sellers/${idPath()}/second-step/reset`,
    print: staffDone('reset-second-step'),
  }),
  'revoke-platform-key': () => ({
    method: 'POST',
    path: `platform-keys/${encodeURIComponent(need('key'))}/revoke`,
    print: () => console.log(`platform key ${values.key} revoked`),
  }),
  'add-webhook': () => ({
    method: 'POST',
    path: 'webhooks',
    body: webhookBody(),
    print: (answer) => printWebhook(answer as WebhookAnswer),
  }),
  'list-webhooks': () => ({
    method: 'GET',
    path: 'webhooks',
    print: (a) => printWebhooks(a as { endpoints: WebhookAnswer[] }),
  }),
  'remove-webhook': () => ({
    method: 'DELETE',
    path: `webhooks/${needNumber('id')}`,
    print: () => console.log(`webhook ${values.id} removed`),
  }),
  'list-dead-letters': () => ({
    method: 'GET',
    path: 'webhooks/dead-letters',
    print: (a) => printDeadLetters(a as Parameters<typeof printDeadLetters>[0]),
  }),
  'replay-dead-letter': () => ({
    method: 'POST',
    path: `webhooks/dead-letters/${needNumber('id')}/replay`,
    print: () => console.log(`dead letter ${values.id} delivered`),
  }),
};

/**
 * Sends a command to the server that holds DATA_DIR (`/sw/o/v1/…` with X-OPERATOR-TOKEN) at
 * http://HOST:PORT of this environment; answers the exit code after printing what happened.
 */
async function askRunningServer(call: RemoteCall, pid: number, config: Config): Promise<number> {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
  if (!config.operatorToken) {
    console.error(
      `The server (pid ${pid}) is using DATA_DIR ${config.dataDir}. To ${command} while it runs, set OPERATOR_TOKEN ` +
        '(16 or more characters) for both the server and this command; or stop the server first.',
    );
    return 1;
  }
  let res: Response;
  try {
    const hasBody = call.method === 'POST' || call.method === 'PUT';
    res = await fetch(`${base}/sw/o/v1/${call.path}`, {
      method: call.method,
      headers: {
        'x-operator-token': config.operatorToken,
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(hasBody ? { body: JSON.stringify(call.body ?? {}) } : {}),
    });
  } catch (error) {
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    console.error(
      `The server (pid ${pid}) holds DATA_DIR ${config.dataDir} but could not be reached at ${base} (${reason}). ` +
        'Run this command with the PORT and HOST of the server, or stop the server first.',
    );
    return 1;
  }
  const answer = (await res.json().catch(() => ({}))) as { message?: string };
  if (res.ok) {
    call.print(answer);
    return 0;
  }
  const why =
    res.status === 403
      ? 'the server refused the operator token: give this command the OPERATOR_TOKEN the server runs with'
      : res.status === 404 && call.path.startsWith('sellers/')
        ? `no seller with id ${values.id}`
        : (answer.message ?? `HTTP ${res.status}`);
  console.error(`${command} failed: ${why}`);
  return 1;
}

/** Ends with a message and no stack trace: the operator reads it, not a developer. */
function exitWith(error: unknown): never {
  console.error((error as Error).message);
  process.exit(1);
}

let config: Config;
try {
  config = readConfig();
} catch (error) {
  exitWith(error);
}
const holder = config.databaseUrl ? null : dataDirHolder(config.dataDir);
if (holder) {
  // The embedded database admits one process: ask the running server, or say why not.
  const remote = REMOTE_COMMANDS[command];
  if (!remote) {
    console.error(
      `DATA_DIR ${config.dataDir} is in use by the running server (pid ${holder.pid}); stop it before ${command}. ` +
        `(${Object.keys(REMOTE_COMMANDS).join(', ')} can act through the running server.)`,
    );
    process.exit(1);
  }
  let call: RemoteCall;
  try {
    call = remote();
  } catch (error) {
    exitWith(error);
  }
  process.exit(await askRunningServer(call, holder.pid, config));
}

// Loaded only here: a command sent to the running server needs none of the database code.
const [{ openRuntime }, { createServices }, { seedDemo, isEmpty }, { OPERATOR }] = await Promise.all([
  import('../runtime.ts'),
  import('../modules/index.ts'),
  import('../seed/demo.ts'),
  import('../modules/activity-log/index.ts'),
]);
const runtime = await openRuntime(config).catch(exitWith);
const services = createServices(runtime.database, runtime.storage);
const { admin } = services;
try {
  switch (command) {
    case 'create-market': {
      const id = await admin.createMarket({
        koName: need('name'),
        engName: values['eng-name'] ?? '',
        ...(values.id ? { id: needNumber('id') } : {}),
      });
      console.log(`market ${id} created`);
      break;
    }
    case 'list-markets':
      for (const m of await admin.listMarkets()) console.log(`${m.id}\t${m.koName}\t${m.status}`);
      break;
    case 'admit-seller': {
      const password = need('password');
      if (password.length < 8) throw new Error('--password must have at least 8 characters');
      const id = await admin.admitSeller({
        loginId: need('id'),
        password,
        name: need('name'),
        marketId: needNumber('market'),
      });
      console.log(`seller ${values.id} admitted (seller ${id})`);
      break;
    }
    case 'reset-password':
      if (!(await admin.resetPassword(need('id'), need('password')))) throw new Error(`no seller with id ${values.id}`);
      console.log(`password of ${values.id} reset; its sessions ended`);
      break;
    case 'disable-seller':
      if (!(await admin.setSellerDisabled(need('id'), true))) throw new Error(`no seller with id ${values.id}`);
      console.log(`seller ${values.id} disabled; its sessions ended`);
      break;
    case 'enable-seller':
      if (!(await admin.setSellerDisabled(need('id'), false))) throw new Error(`no seller with id ${values.id}`);
      console.log(`seller ${values.id} enabled`);
      break;
    case 'list-staff':
      console.log(STAFF_DONE['list-staff']('', await services.staff.list(needNumber('market'))));
      break;
    case 'invite-staff': {
      const invitation = await services.staff.invite(OPERATOR, needNumber('market'), {
        loginId: need('id'),
        name: need('name'),
        role: need('role'),
      });
      console.log(STAFF_DONE['invite-staff'](invitation.loginId, invitation));
      break;
    }
    case 'set-role':
      console.log(
        STAFF_DONE['set-role'](
          need('id'),
          await services.staff.setRole(OPERATOR, needNumber('market'), need('id'), need('role')),
        ),
      );
      break;
    case 'remove-staff':
      await services.staff.remove(OPERATOR, needNumber('market'), need('id'));
      console.log(STAFF_DONE['remove-staff'](need('id')));
      break;
    case 'hand-over':
      await services.staff.handOver(OPERATOR, needNumber('market'), need('id'));
      console.log(STAFF_DONE['hand-over'](need('id')));
      break;
    case 'reset-second-step':
      if (!(await services.staff.resetSecondStep(OPERATOR, need('id'))))
        throw new Error(`no seller with id ${values.id}`);
      console.log(STAFF_DONE['reset-second-step'](need('id')));
      break;
    case 'create-brand': {
      const id = await admin.createBrand(need('name'), values['eng-name'] ?? '');
      if (values.market) await admin.linkBrand(needNumber('market'), id);
      console.log(`brand ${id} created${values.market ? ` and linked to market ${values.market}` : ''}`);
      break;
    }
    case 'link-brand':
      await admin.linkBrand(needNumber('market'), needNumber('brand'));
      console.log(`brand ${values.brand} linked to market ${values.market}`);
      break;
    case 'unlink-brand':
      await admin.unlinkBrand(needNumber('market'), needNumber('brand'));
      console.log(`brand ${values.brand} unlinked from market ${values.market}`);
      break;
    case 'publish-notice': {
      // The notice service checks the fields and sanitises the HTML exactly as for the HTTP call.
      const id = await services.notices.publish({
        title: values.title ?? '',
        content: values.content ?? '',
        startDate: values.start ?? '',
        endDate: values.end ?? '',
      });
      console.log(`notice ${id} published`);
      break;
    }
    case 'create-platform-key':
      printNewKey(await services.platformKeys.create({ name: need('name'), markets: marketList() }));
      break;
    case 'list-platform-keys':
      printKeys({ keys: await services.platformKeys.list() });
      break;
    case 'rotate-platform-key':
      printNewKey(await services.platformKeys.rotate(need('key')));
      break;
    case 'revoke-platform-key':
      await services.platformKeys.revoke(need('key'));
      console.log(`platform key ${values.key} revoked`);
      break;
    case 'add-webhook':
      printWebhook(await services.webhooks.add(webhookBody()));
      break;
    case 'list-webhooks':
      printWebhooks({ endpoints: await services.webhooks.list() });
      break;
    case 'remove-webhook':
      await services.webhooks.remove(needNumber('id'));
      console.log(`webhook ${values.id} removed`);
      break;
    case 'list-dead-letters':
      printDeadLetters({ deadLetters: await services.webhooks.deadLetters() });
      break;
    case 'replay-dead-letter':
      await services.webhooks.replay(needNumber('id'));
      console.log(`dead letter ${values.id} delivered`);
      break;
    case 'access-log': {
      const { marketId, ...query } = accessLogQuery();
      const parsed = operatorAccessLogQuerySchema.safeParse({ marketId, ...query });
      if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('\n'));
      printLog(await services.privacy.accessLog(marketId, parsed.data), query.page);
      break;
    }
    case 'seed-demo':
      if (!(await isEmpty(runtime.database.db)))
        throw new Error('the database already has markets; seed-demo only fills an empty one');
      await seedDemo(runtime.database.db, services);
      console.log('demo data created');
      break;
    case 'audit-simulation': {
      const { auditSimulation } = await import('./simulation-audit.ts');
      const journal = JSON.parse(readFileSync(need('journal'), 'utf8')) as SimulationJournal;
      const result = await auditSimulation(runtime.database.db, journal);
      for (const c of result.cards) console.log(`${c.label}\t${c.card}\t${c.list}`);
      console.log(
        `${result.orders} orders, ${result.combinations} combinations audited; run: ${JSON.stringify(journal.tally)}`,
      );
      for (const problem of result.problems) console.error(problem);
      console.log(result.problems.length === 0 ? 'audit: no mismatch' : `audit: ${result.problems.length} mismatches`);
      if (result.problems.length > 0) process.exitCode = 1;
      break;
    }
    default:
      throw new Error(`unknown command: ${command}\n\n${USAGE}`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await runtime.close();
}
