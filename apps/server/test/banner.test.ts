import { describe, expect, it } from 'vitest';
import { findDemoSignIns, startBanner } from '../src/banner.ts';
import { readConfig } from '../src/config.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { databaseKinds, useTestApp } from './helper.ts';

describe('the start banner', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('says where it listens and warns while demo sign-ins exist', () => {
    const quiet = startBanner({ host: '127.0.0.1', port: 8080, database: 'PGlite', demoSignIns: [] });
    expect(quiet).toContain('http://127.0.0.1:8080/');
    expect(quiet).toContain('HOST=0.0.0.0');
    expect(quiet).not.toContain(DEMO_PASSWORD);
    const open = startBanner({ host: '0.0.0.0', port: 8080, database: 'PGlite', demoSignIns: ['demo', 'seller72'] });
    expect(open).toContain('reachable from other machines');
    expect(open).toContain(`demo sign-ins exist: demo / ${DEMO_PASSWORD}, seller72 / ${DEMO_PASSWORD}`);
  });
});

describe.each(databaseKinds)('demo sign-ins on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('lists the demo sellers that still take the published password', async () => {
    const { admin, auth } = ctx.app.services;
    await admin.createMarket({ id: 1, koName: '데모' });
    expect(await findDemoSignIns(auth)).toEqual([]);
    await admin.admitSeller({ loginId: 'demo', password: DEMO_PASSWORD, name: '데모', marketId: 1 });
    await admin.admitSeller({ loginId: 'seller72', password: DEMO_PASSWORD, name: '데모', marketId: 1 });
    expect(await findDemoSignIns(auth)).toEqual(['demo', 'seller72']);
    await admin.resetPassword('demo', 'another-pass-1');
    await admin.setSellerDisabled('seller72', true);
    expect(await findDemoSignIns(auth)).toEqual([]);
  });
});
