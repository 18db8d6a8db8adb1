import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import WorkbookWriter from 'exceljs/lib/stream/xlsx/workbook-writer.js';
import { describe, expect, it } from 'vitest';
import { zipBacklog, zipCaughtUp } from '../src/lib/xlsx-zip-backlog.ts';

const ROWS = 6000;
const BATCH = 100;
const LIMIT = 256 * 1024;

/** A sheet written as the export worker writes it (streaming, no shared strings), into memory. */
function sheetWriter() {
  const pieces: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pieces.push(chunk);
      done();
    },
  });
  const workbook = new WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Report');
  sheet.columns = [{ header: '주문번호' }, { header: '상품명' }, { header: '주소' }];
  const row = (i: number) => [
    `B${String(i).padStart(12, '0')}`,
    `여름 반팔 티셔츠 ${i}`,
    `서울특별시 강남구 테헤란로 ${i}`,
  ];
  const file = async () => {
    sheet.commit();
    await workbook.commit();
    const read = new ExcelJS.Workbook();
    const bytes = Buffer.concat(pieces);
    await read.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    return read.getWorksheet('Report')!;
  };
  return { sheet, row, file };
}

describe('the export worker waits for the zip (xlsx-zip-backlog)', () => {
  it('rows written without waiting pile up as XML the zip has not taken in', async () => {
    const { sheet, row, file } = sheetWriter();
    for (let i = 1; i <= ROWS; i++) sheet.addRow(row(i)).commit();
    expect(zipBacklog(sheet)).toBeGreaterThan(4 * LIMIT);
    expect((await file()).rowCount).toBe(ROWS + 1);
  });

  it('waiting after each batch keeps what waits for the zip under the limit, and the file whole', async () => {
    const { sheet, row, file } = sheetWriter();
    let most = 0;
    for (let i = 1; i <= ROWS; i++) {
      sheet.addRow(row(i)).commit();
      if (i % BATCH === 0) {
        await zipCaughtUp(sheet, LIMIT);
        most = Math.max(most, zipBacklog(sheet));
      }
    }
    expect(most).toBeLessThanOrEqual(LIMIT);
    const read = await file();
    expect(read.rowCount).toBe(ROWS + 1);
    expect(read.getRow(ROWS + 1).getCell(1).value).toBe(`B${String(ROWS).padStart(12, '0')}`);
  });
});
