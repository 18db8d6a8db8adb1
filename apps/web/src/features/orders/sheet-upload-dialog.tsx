import {
  labels,
  message,
  messages,
  PICKUP_METHODS,
  SHEET_FIELDS,
  type DeliverySheetPreview,
  type PickupMethod,
  type SheetField,
} from '@seller/domain';
import { Button, Radio } from 'antd';
import { useState } from 'react';
import { SheetUploadDialog as SheetDialog } from '../../components/sheet-upload-dialog.tsx';
import { loadChunk } from '../../lib/chunk-reload.ts';
import { saveBlob } from '../../lib/download.ts';
import { dialog } from '../../lib/dialog.ts';
import { alertError, ApiError } from '../../lib/http.ts';
import {
  TRACKING_SHEETS,
  type PreviewRow,
  type TrackingSheetKind,
  type TrackingSheetName,
} from './tracking-sheet-kinds.ts';

interface FailedRow {
  row: number;
  orderCode: string;
  deliveryCode: string;
  deliveryName: string;
  problem: string;
}

/** An .xlsx of our columns and `rows` (tracking numbers stay text), saved as `fileName`. */
async function downloadSheet(columns: readonly string[], rows: string[][], fileName: string) {
  const XLSX = await loadChunk(() => import('@e965/xlsx'));
  const sheet = XLSX.utils.aoa_to_sheet([[...columns], ...rows]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Report');
  const data = XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  saveBlob(new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
}

/** The kind's guide: the columns it reads, the header names it finds them by, what it skips. */
function Guide({ kind }: { kind: TrackingSheetKind }) {
  const { columns, names } = kind.headers;
  const fieldName = (f: SheetField) => columns[SHEET_FIELDS.indexOf(f)]!;
  const headerNames = SHEET_FIELDS.map((f) => labels.order.sheet.headerNames(fieldName(f), names[f].join(', '))).join(
    ', ',
  );
  return (
    <>
      <p className="muted">{labels.order.sheet.reads(columns.join(', '))}</p>
      <p className="muted">{labels.order.sheet.readsByHeaders(headerNames)}</p>
      <p className="muted">{kind.notEnteredHint}</p>
      {kind.template && (
        <p>
          <Button size="small" onClick={() => void downloadSheet(columns, [], kind.template!.fileName)}>
            {kind.template.label}
          </Button>
        </p>
      )}
    </>
  );
}

/**
 * A tracking spreadsheet upload (spec 02 §5; the return pickup sheet, issue 36 §2): the server reads
 * the .xlsx or .xls and answers each row with its problem; nothing is written until the seller applies
 * the valid rows. The result says how many succeeded and failed, lists the failed rows and offers
 * them as a file.
 */
export function SheetUploadDialog({
  sheet = 'delivery',
  onClose,
  onAllDone,
}: {
  sheet?: TrackingSheetName;
  onClose: (applied: boolean) => void;
  onAllDone?: () => void;
}) {
  const kind: TrackingSheetKind = TRACKING_SHEETS[sheet];
  const columns = kind.headers.columns;
  const [preview, setPreview] = useState<DeliverySheetPreview | null>(null);
  const [fileName, setFileName] = useState('');
  const [busy, setBusy] = useState(false);
  const [method, setMethod] = useState<PickupMethod>('REQUESTED');
  const [result, setResult] = useState<{ succeeded: number; failed: FailedRow[] } | null>(null);

  const read = async (file: File) => {
    setBusy(true);
    setResult(null);
    try {
      setPreview(await kind.preview(file));
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
      const saved = await kind.apply(valid, method);
      const failed: FailedRow[] = [
        ...preview.rows.filter((r) => r.problem).map((r) => ({ ...r, problem: r.problem! })),
        ...saved.results.flatMap((res, i) =>
          res.success ? [] : [{ ...valid[i]!, problem: res.message ?? messages.order.sheet.dataError }],
        ),
      ].sort((a, b) => a.row - b.row);
      setResult({ succeeded: saved.succeeded, failed });
      setPreview(null);
      if (failed.length === 0) {
        await dialog.alert(kind.allDone(saved.succeeded));
        onClose(true);
        onAllDone?.();
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
    { key: 'orderCode', title: columns[0], dataIndex: 'orderCode' },
    { key: 'deliveryCode', title: columns[1], dataIndex: 'deliveryCode' },
    { key: 'deliveryName', title: columns[2], dataIndex: 'deliveryName' },
    {
      key: 'problem',
      title: labels.order.sheet.result,
      dataIndex: 'problem',
      render: (problem: string | null) =>
        problem ? <span className="sheet-problem">{problem}</span> : labels.order.sheet.ok,
    },
  ];
  const fieldName = (f: SheetField) => columns[SHEET_FIELDS.indexOf(f)]!;

  return (
    <SheetDialog<PreviewRow, FailedRow>
      title={kind.title}
      guide={
        <>
          <Guide kind={kind} />
          {kind.asksMethod && (
            <p>
              <span id="sheet-method">{labels.claim.sheet.method}</span>{' '}
              <Radio.Group
                aria-labelledby="sheet-method"
                value={method}
                onChange={(e) => setMethod(e.target.value as PickupMethod)}
                options={PICKUP_METHODS.map((m) => ({ value: m, label: labels.claim.pickupMethods[m] }))}
              />
            </p>
          )}
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
                  .map((c) => labels.order.sheet.columnUsed(fieldName(c.field), c.column, c.header))
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
            <Button
              onClick={() =>
                void downloadSheet(
                  [...columns, labels.order.sheet.problem],
                  result.failed.map((r) => [r.orderCode, r.deliveryCode, r.deliveryName, r.problem]),
                  kind.failedFileName,
                )
              }
            >
              {labels.order.sheet.downloadFailed}
            </Button>
          ),
        }
      }
    />
  );
}
