import { UploadOutlined } from '@ant-design/icons';
import { labels } from '@seller/domain';
import { Alert, Button, Checkbox, Modal, Table, type TableColumnsType } from 'antd';
import { Upload } from 'antd';
import { useState, type ReactNode } from 'react';
import './sheet-upload-dialog.css';

/** A table of sheet rows: the preview's, or the result's failed rows. */
export interface SheetRowsSection<Row> {
  /** The section's accessible name. */
  label: string;
  /** The counts line above the rows. */
  summary: string;
  warning: boolean;
  /** Shown between the counts and the rows. */
  extra?: ReactNode;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  rows: Row[];
  /** Shown under the rows (the failed rows' download). */
  after?: ReactNode;
  /** A row with a problem: given, the section offers to show only those (issue 38 §12). */
  isError?: (row: Row) => boolean;
}

function RowsSection<Row extends object>({ section: s }: { section: SheetRowsSection<Row> }) {
  const [errorsOnly, setErrorsOnly] = useState(false);
  const errors = s.isError ? s.rows.filter(s.isError) : [];
  // Offered where it changes what is shown: some rows have problems and some do not.
  const offered = errors.length > 0 && errors.length < s.rows.length;
  const rows = offered && errorsOnly ? errors : s.rows;
  return (
    <section aria-label={s.label} style={{ marginTop: 16 }}>
      <Alert type={s.warning ? 'warning' : 'success'} showIcon title={s.summary} />
      {s.extra}
      {offered && (
        <Checkbox checked={errorsOnly} onChange={(e) => setErrorsOnly(e.target.checked)} style={{ marginTop: 8 }}>
          {labels.list.errorsOnly}
        </Checkbox>
      )}
      {rows.length > 0 && (
        <Table<Row>
          rowKey={s.rowKey}
          size="small"
          style={{ marginTop: 8 }}
          pagination={{ pageSize: 10 }}
          columns={s.columns}
          dataSource={rows}
        />
      )}
      {s.after}
    </section>
  );
}

/**
 * The spreadsheet upload dialog sellers know from the delivery sheet (spec 02 §5), for every sheet the
 * app reads: a guide, the file choice, the server's preview of each row with its problem, then the
 * result with the rows that failed. Nothing is written until the seller applies (the footer's button).
 */
export function SheetUploadDialog<PreviewRow extends object, ResultRow extends object>({
  title,
  width = 860,
  guide,
  chooseLabel,
  busy,
  fileName,
  onFile,
  preview,
  result,
  footer,
  onClose,
}: {
  title: string;
  width?: number;
  guide: ReactNode;
  chooseLabel: string;
  busy: boolean;
  fileName: string;
  onFile: (file: File) => void;
  preview: SheetRowsSection<PreviewRow> | null;
  result: SheetRowsSection<ResultRow> | null;
  footer: ReactNode[];
  onClose: () => void;
}) {
  return (
    <Modal open width={width} title={title} onCancel={onClose} footer={footer}>
      {guide}
      <Upload
        accept=".xlsx,.xls"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          onFile(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={busy && !preview}>
          {chooseLabel}
        </Button>
      </Upload>
      {fileName && <span style={{ marginLeft: 8 }}>{fileName}</span>}
      {preview && <RowsSection section={preview} />}
      {result && <RowsSection section={result} />}
    </Modal>
  );
}
