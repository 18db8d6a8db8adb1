import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { messages, orderCellText, orderColumns, seoulDateTime, type Order, type OrderScreen } from '@seller/domain';

/**
 * Streams an order list as .xlsx: one sheet `Report`, a header row, the screen's columns. Rows go
 * from the database batches through ExcelJS's streaming writer (no shared strings) straight to the
 * response, waiting whenever the client is slower, so memory stays flat whatever the row count.
 */
export function orderWorkbookStream(
  screen: OrderScreen,
  marketId: number,
  batches: AsyncIterable<Order[]>,
  onError: (error: unknown) => void,
): PassThrough {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Report');
  const columns = orderColumns(screen, marketId);
  void (async () => {
    try {
      sheet.addRow(columns.map((c) => c.label)).commit();
      for await (const rows of batches) {
        for (const row of rows) {
          sheet
            .addRow(
              columns.map((c) => orderCellText(row, c.key, screen, seoulDateTime, messages.common.notYetCollected)),
            )
            .commit();
        }
        if (out.writableNeedDrain) await once(out, 'drain');
        if (out.destroyed) return;
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      onError(error);
      out.destroy(error as Error);
    }
  })();
  return out;
}

/** `attachment` with an ASCII fallback and the Korean name per RFC 5987. */
export function contentDisposition(fileName: string, fallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
