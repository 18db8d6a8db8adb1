import { PassThrough, type Writable } from 'node:stream';
import { exportFileName, seoulDate } from '@seller/domain';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One cell's value as the exports write it. */
export type XlsxCell = string | number | boolean | null;

export interface XlsxExport<T> {
  /** The screen's name in the file name (`판매자센터_{screenName}_{YYYYMMDD}.xlsx`). */
  screenName: string;
  /** ASCII stem of the fallback name for clients that cannot read the Korean one (`orders-orderTotal`). */
  asciiName: string;
  /** The header row, with optional column widths (characters). */
  columns: { header: string; width?: number }[];
  /** The items, a batch at a time, in the list's order. */
  batches: AsyncIterable<T[]>;
  /** One item's cells, in the columns' order. */
  row: (item: T) => XlsxCell[];
  /** The row count, sent as `X-Total-Count` (the browser's progress) when known. */
  total?: number;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII fallback and the Korean name per RFC 5987. */
export function contentDisposition(fileName: string, fallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Until the stream wants more (or is gone: a client that left never drains it). */
const drained = (out: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });

/**
 * Sends an export as a streamed .xlsx: one sheet `Report`, a header row, then the rows as the batches
 * come, through ExcelJS's streaming writer (no shared strings) straight to the response. After each
 * batch it waits while the client is slower (backpressure), so memory stays flat whatever the row
 * count, and it stops reading when the client has gone. The file is named here for every export
 * (`exportFileName`: brand prefix, screen name, today's Seoul date).
 *
 * A failure once the answer has begun cannot become an error status any more: the connection is
 * destroyed, so the client sees a broken download instead of a file that looks complete. A failure
 * before the first byte is an ordinary error answer.
 */
export function sendXlsx<T>(request: FastifyRequest, reply: FastifyReply, xlsx: XlsxExport<T>): FastifyReply {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Report');
  sheet.columns = xlsx.columns.map((c) => ({ header: c.header, width: c.width }));
  void (async () => {
    try {
      for await (const items of xlsx.batches) {
        for (const item of items) sheet.addRow(xlsx.row(item)).commit();
        if (out.destroyed) return;
        if (out.writableNeedDrain) await drained(out);
        if (out.destroyed) return;
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      request.log.error({ err: error }, `${xlsx.asciiName} export failed`);
      if (reply.raw.headersSent) reply.raw.destroy(error as Error);
      out.destroy(error as Error);
    }
  })();
  const today = seoulDate();
  reply
    .type(XLSX_TYPE)
    .header(
      'Content-Disposition',
      contentDisposition(exportFileName(xlsx.screenName, today), `${xlsx.asciiName}-${today.replace(/-/g, '')}.xlsx`),
    )
    .header('Cache-Control', 'no-store');
  if (xlsx.total !== undefined) reply.header('X-Total-Count', String(xlsx.total));
  return reply.send(out);
}
