import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { seedDemo, isEmpty } from '../seed/demo.ts';
import { createServices } from '../modules/index.ts';
import { openRuntime } from '../runtime.ts';

const USAGE = `Operator commands (npm run admin -- <command> [options]); DATA_DIR or DATABASE_URL pick the database.

  create-market   --name <Korean name> [--eng-name <name>] [--id <number>]
  list-markets
  admit-seller    --id <login id> --password <password> --name <name> --market <market id>
  reset-password  --id <login id> --password <new password>
  disable-seller  --id <login id>          (ends its sessions)
  enable-seller   --id <login id>
  create-brand    --name <Korean name> [--eng-name <name>] [--market <market id>]
  link-brand      --market <market id> --brand <brand id>
  unlink-brand    --market <market id> --brand <brand id>
  publish-notice  --title <title> --start <YYYY-MM-DD> --end <YYYY-MM-DD> --content <html>
  seed-demo       (demo markets, sellers and data; refuses a database that has markets)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    id: { type: 'string' },
    name: { type: 'string' },
    'eng-name': { type: 'string' },
    password: { type: 'string' },
    market: { type: 'string' },
    brand: { type: 'string' },
    title: { type: 'string' },
    content: { type: 'string' },
    start: { type: 'string' },
    end: { type: 'string' },
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

const runtime = await openRuntime(readConfig());
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
      await admin.resetPassword(need('id'), need('password'));
      console.log(`password of ${values.id} reset; its sessions ended`);
      break;
    case 'disable-seller':
      await admin.setSellerDisabled(need('id'), true);
      console.log(`seller ${values.id} disabled; its sessions ended`);
      break;
    case 'enable-seller':
      await admin.setSellerDisabled(need('id'), false);
      console.log(`seller ${values.id} enabled`);
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
    case 'seed-demo':
      if (!(await isEmpty(runtime.database.db)))
        throw new Error('the database already has markets; seed-demo only fills an empty one');
      await seedDemo(runtime.database.db, services);
      console.log('demo data created');
      break;
    default:
      throw new Error(`unknown command: ${command}\n\n${USAGE}`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await runtime.close();
}
