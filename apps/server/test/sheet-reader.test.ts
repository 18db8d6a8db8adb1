import { DELIVERY_SHEET_MAX_UNZIPPED_MB, message, messages } from '@seller/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSheetReader, type SheetReader } from '../src/lib/sheet-reader.ts';
import { login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';
import { lyingAboutSizes, rowsBomb, sharedStringsBomb } from './sheet-bombs.ts';

function multipart(filename: string, content: Buffer) {
  const boundary = '----sheettest' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real three-row delivery sheet (the bombs' own format, small). */
const smallSheet = () => rowsBomb(3);
const refusal = (key: Parameters<typeof message>[0], params?: Record<string, number>) =>
  expect.objectContaining({ statusCode: 400, userMessage: message(key, params) });

describe('spreadsheet bombs through the upload call', () => {
  const ctx = useTestApp('pglite', { seed: seedTwoMarkets });
  let token = '';
  beforeAll(async () => {
    token = await login(ctx.app, 'alice', PASSWORD);
  });
  const upload = (name: string, content: Buffer) => {
    const m = multipart(name, content);
    return ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/orders/deliveries/sheet',
      payload: m.payload,
      headers: { ...m.headers, 'x-auth-token': token },
    });
  };

  it.each([
    ['a sheet of 400,000 rows', () => rowsBomb(400_000)],
    ['shared strings of 25 MB', () => sharedStringsBomb()],
  ])('refuses %s (a few hundred KB zipped) from its zip directory, in Korean, before parsing', async (_, make) => {
    const file = make();
    expect(file.length).toBeLessThan(600_000);
    const res = await upload('송장.xlsx', file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'BAD_REQUEST',
      message: message('order.sheet.tooLarge', { max: DELIVERY_SHEET_MAX_UNZIPPED_MB }),
    });
    expect(res.json().message).toContain('20MB');
  });

  it('still reads a small sheet through the worker', async () => {
    const res = await upload('송장.xlsx', smallSheet());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toHaveLength(3);
    expect(res.json().rows[0].problem).toBe(messages.order.delivery.orderNotFound);
  });
});

describe('the spreadsheet reader', () => {
  let reader: SheetReader;
  beforeAll(() => {
    reader = createSheetReader({ threads: 2 });
  });
  afterAll(() => reader.close());

  it('parses in a worker thread: the server thread keeps running while a lying bomb is parsed', async () => {
    // Sizes patched to 1,000 bytes each: it passes the directory check and inflates to 71 MB in the worker.
    const liar = lyingAboutSizes(rowsBomb());
    let settled = false;
    const reading = reader.read(1, liar, 'a.xlsx').finally(() => (settled = true));
    reading.catch(() => {});
    let ticks = 0;
    while (!settled && ticks < 20) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      ticks++;
    }
    // On the server thread a parse of seconds would hold every timer until it ended.
    expect(ticks).toBe(20);
    await reading.then(
      (rows) => expect(rows).toEqual([]),
      (error) => expect(error).toEqual(refusal('order.sheet.tooComplex')),
    );
  }, 60_000);

  it('reads one file per market at a time: a second upload of the market meanwhile gets 429', async () => {
    const first = reader.read(1, smallSheet(), 'a.xlsx');
    await expect(reader.read(1, smallSheet(), 'b.xlsx')).rejects.toEqual(
      expect.objectContaining({ statusCode: 429, code: 'SHEET_BUSY', userMessage: messages.order.sheet.busy }),
    );
    const other = reader.read(2, smallSheet(), 'c.xlsx'); // another market is not held up
    expect(await first).toHaveLength(3);
    expect(await other).toHaveLength(3);
    expect(await reader.read(1, smallSheet(), 'd.xlsx')).toHaveLength(3); // free again once done
  }, 60_000);

  it('stops a parse past its time limit and says the file is too complex', async () => {
    const hasty = createSheetReader({ threads: 1, timeoutMs: 300 });
    try {
      await expect(hasty.read(1, lyingAboutSizes(rowsBomb()), 'a.xlsx')).rejects.toEqual(
        refusal('order.sheet.tooComplex'),
      );
      // The pool replaced the stopped worker: the market's next file is read.
      const patient = createSheetReader({ threads: 1 });
      try {
        expect(await patient.read(1, smallSheet(), 'b.xlsx')).toHaveLength(3);
      } finally {
        await patient.close();
      }
    } finally {
      await hasty.close();
    }
  }, 60_000);

  it('counts the time limit from the parse, not from the start of its thread', async () => {
    // A new pool's first parse starts its thread first (from source, through tsx: seconds); the limit
    // is shorter than that start and far longer than the small sheet's parse.
    const fresh = createSheetReader({ threads: 1, timeoutMs: 2_000 });
    try {
      expect(await fresh.read(1, smallSheet(), 'a.xlsx')).toHaveLength(3);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('refuses what is not a spreadsheet before any thread is used', async () => {
    await expect(reader.read(1, smallSheet(), 'a.csv')).rejects.toEqual(refusal('order.sheet.badExtension'));
    await expect(reader.read(1, Buffer.from('PK\x03\x04 not a zip'), 'a.xlsx')).rejects.toEqual(
      refusal('order.sheet.uploadFailed'),
    );
  });
});
