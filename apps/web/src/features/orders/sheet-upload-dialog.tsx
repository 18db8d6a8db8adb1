import {
  DELIVERY_SHEET_COLUMNS,
  type DeliverySheetPreview,
  labels,
  message,
  messages,
  SHEET_FIELDS,
  SHEET_HEADER_NAMES,
  type SheetField,
} from '@seller/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { SheetUploadDialog as SheetDialog } from '../../components/sheet-upload-dialog.tsx';
import { loadChunk } from '../../lib/chunk-reload.ts';
import { saveBlob } from '../../lib/download.ts';
import { dialog } from '../../lib/dialog.ts';
import { alertError, ApiError } from '../../lib/http.ts';
import { orderCalls } from './api.ts';

type PreviewRow = DeliverySheetPreview['rows'][number];

/** Our sheet's column names by field (주문번호, 송장번호, 택배사). */
const FIELD_NAMES = Object.fromEntries(SHEET_FIELDS.map((f, i) => [f, DELIVERY_SHEET_COLUMNS[i]!])) as Record<
  SheetField,
  string
>;
/** The header names each field is found by, for the dialog's guide. */
const HEADER_NAMES = SHEET_FIELDS.map((f) =>
  labels.order.sheet.headerNames(FIELD_NAMES[f], SHEET_HEADER_NAMES[f].join(', ')),
).join(', ');
interface FailedRow {
  row: number;
  orderCode: string;
  deliveryCode: string;
  deliveryName: string;
  problem: string;
}

/** The failed rows as an .xlsx the seller can fix and upload again (tracking numbers stay text). */
async function downloadFailedRows(rows: FailedRow[]) {
  const XLSX = await loadChunk(() => import('@e965/xlsx'));
  const sheet = XLSX.utils.aoa_to_sheet([
    [...DELIVERY_SHEET_COLUMNS, labels.order.sheet.problem],
    ...rows.map((r) => [r.orderCode, r.deliveryCode, r.deliveryName, r.problem]),
  ]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Report');
  const data = XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  saveBlob(
    new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    labels.order.sheet.failedFileName,
  );
}

/**
 * The delivery spreadsheet upload (spec 02 §5): the server reads the .xlsx or .xls and answers each
 * row with its problem; nothing is written until the seller applies the valid rows. The result says
 * how many succeeded and failed, lists the failed rows and offers them as a file.
 */
export function SheetUploadDialog({
  onClose,
  onAllDone,
}: {
  onClose: (applied: boolean) => void;
  onAllDone: () => void;
}) {
  const [preview, setPreview] = useState<DeliverySheetPreview | null>(null);
  const [fileName, setFileName] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ succeeded: number; failed: FailedRow[] } | null>(null);

  const read = async (file: File) => {
    setBusy(true);
    setResult(null);
    try {
      setPreview(await orderCalls.previewSheet(file));
      setFileName(file.name);
    } catch (error) {
      setPreview(null);
      await alertError(
        error,
        error instanceof ApiError && error.status >= 500
          ? messages.order.sheet.dataError
          : messages.order.sheet.uploadFailed,
      );
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!preview) return;
    const valid = preview.rows.filter((r) => !r.problem);
    if (valid.length === 0) return dialog.alert(messages.order.sheet.nothingToApply);
    if (!(await dialog.confirm(message('order.confirm.applySheet', { count: valid.length })))) return;
    setBusy(true);
    try {
      const saved = await orderCalls.saveDeliveries(
        valid.map((r) => ({
          orderDetailCode: r.orderCode,
          deliveryCode: r.deliveryCode,
          deliveryName: r.deliveryName,
        })),
      );
      const failed: FailedRow[] = [
        ...preview.rows.filter((r) => r.problem).map((r) => ({ ...r, problem: r.problem! })),
        ...saved.results.flatMap((res, i) =>
          res.success ? [] : [{ ...valid[i]!, problem: res.message ?? messages.order.sheet.dataError }],
        ),
      ].sort((a, b) => a.row - b.row);
      setResult({ succeeded: saved.succeeded, failed });
      setPreview(null);
      if (failed.length === 0) {
        await dialog.alert(message('order.sheet.allDone', { count: saved.succeeded }));
        onClose(true);
        onAllDone();
        return;
      }
      await dialog.alert(message('order.sheet.partial', { succeeded: saved.succeeded, failed: failed.length }));
    } catch (error) {
      await alertError(error, messages.order.sheet.dataError);
    } finally {
      setBusy(false);
    }
  };

  const problemColumns = [
    { key: 'row', title: labels.order.sheet.row, dataIndex: 'row', width: 56 },
    { key: 'orderCode', title: DELIVERY_SHEET_COLUMNS[0], dataIndex: 'orderCode' },
    { key: 'deliveryCode', title: DELIVERY_SHEET_COLUMNS[1], dataIndex: 'deliveryCode' },
    { key: 'deliveryName', title: DELIVERY_SHEET_COLUMNS[2], dataIndex: 'deliveryName' },
    {
      key: 'problem',
      title: labels.order.sheet.result,
      dataIndex: 'problem',
      render: (problem: string | null) =>
        problem ? <span className="sheet-problem">{problem}</span> : labels.order.sheet.ok,
    },
  ];

  return (
    <SheetDialog<PreviewRow, FailedRow>
      title={labels.order.sheet.title}
      guide={
        <>
          <p className="muted">{labels.order.sheet.reads(DELIVERY_SHEET_COLUMNS.join(', '))}</p>
          <p className="muted">{labels.order.sheet.readsByHeaders(HEADER_NAMES)}</p>
          <p className="muted">{labels.order.sheet.notEnteredHint}</p>
        </>
      }
      chooseLabel={labels.order.sheet.chooseFile}
      busy={busy}
      fileName={fileName}
      onFile={(file) => void read(file)}
      onClose={() => onClose(result !== null)}
      footer={[
        <Button key="close" onClick={() => onClose(result !== null)}>
          {labels.order.sheet.close}
        </Button>,
        preview && (
          <Button key="apply" type="primary" loading={busy} disabled={preview.valid === 0} onClick={() => void apply()}>
            {labels.order.sheet.apply(preview.valid)}
          </Button>
        ),
      ]}
      preview={
        preview && {
          label: labels.order.sheet.preview,
          summary: labels.order.sheet.counts(preview.valid, preview.invalid, preview.notEntered),
          warning: preview.invalid > 0,
          extra: (
            <p className="sheet-columns" data-testid="sheet-columns">
              {labels.order.sheet.columnsUsed(
                preview.byHeaders ? labels.order.sheet.byHeaders : labels.order.sheet.fixedLayout,
                preview.columns
                  .map((c) => labels.order.sheet.columnUsed(FIELD_NAMES[c.field], c.column, c.header))
                  .join(', '),
              )}
            </p>
          ),
          rowKey: 'row',
          columns: problemColumns,
          rows: preview.rows,
          isError: (row) => row.problem !== null,
        }
      }
      result={
        result && {
          label: labels.order.sheet.results,
          summary: message('order.sheet.partial', { succeeded: result.succeeded, failed: result.failed.length }),
          warning: result.failed.length > 0,
          rowKey: 'row',
          columns: problemColumns,
          rows: result.failed,
          after: result.failed.length > 0 && (
            <Button onClick={() => void downloadFailedRows(result.failed)}>{labels.order.sheet.downloadFailed}</Button>
          ),
        }
      }
    />
  );
}
