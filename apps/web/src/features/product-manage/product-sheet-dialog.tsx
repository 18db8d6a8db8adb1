import { DownloadOutlined } from '@ant-design/icons';
import {
  labels,
  message,
  messages,
  TOP_CATEGORIES,
  type ProductSheetPreview,
  type ProductSheetResult,
  type ProductSheetRow,
} from '@seller/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { productEditPath } from '../../app/paths.ts';
import { SheetUploadDialog } from '../../components/sheet-upload-dialog.tsx';
import { dialog } from '../../lib/dialog.ts';
import { downloadFile } from '../../lib/download.ts';
import { alertError, ApiError } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { productSheetCalls } from './api.ts';

type Layout = Pick<ProductSheetPreview, 'columns' | 'category' | 'sizeCategory'>;
type Created = ProductSheetResult['created'][number];

/** The preview's columns: the row, its product number and name, its options, and its problems at their cells. */
function rowColumns(layout: Layout) {
  const index = (key: string) => layout.columns.findIndex((c) => c.key === key);
  const headerOf = (key: string) => layout.columns.find((c) => c.key === key)?.header ?? key;
  const cell = (row: ProductSheetRow, key: string) => row.cells[index(key)] ?? '';
  return [
    { key: 'row', title: labels.productSheet.row, dataIndex: 'row', width: 56 },
    { key: 'no', title: headerOf('no'), dataIndex: 'no', width: 80 },
    { key: 'name', title: headerOf('name'), render: (_: unknown, row: ProductSheetRow) => cell(row, 'name') },
    {
      key: 'options',
      title: headerOf('option1Value'),
      render: (_: unknown, row: ProductSheetRow) =>
        [cell(row, 'option1Value'), cell(row, 'option2Value')].filter(Boolean).join(' / '),
    },
    {
      key: 'problems',
      title: labels.productSheet.result,
      render: (_: unknown, row: ProductSheetRow) =>
        row.problems.length === 0 ? (
          labels.productSheet.ok
        ) : (
          <ul className="sheet-problem-list">
            {row.problems.map((p) => (
              <li key={`${p.column}${p.message}`} className="sheet-problem">
                {labels.productSheet.problemAt(headerOf(p.column), p.message)}
              </li>
            ))}
          </ul>
        ),
    },
  ];
}

/**
 * 상품 관리's bulk registration (issue 35 §3): the template of a top category, the upload's preview
 * with each row's problems at their columns, the apply of the products without problems (each
 * atomically), the registered products with a way to their edit screens (images are added there),
 * and the failed rows as a sheet to fix and upload again.
 */
export function ProductSheetDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<string>(TOP_CATEGORIES[0]!.code);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ProductSheetPreview | null>(null);
  const [result, setResult] = useState<ProductSheetResult | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>, fallback: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      await alertError(error, error instanceof ApiError && error.status >= 500 ? undefined : fallback);
    } finally {
      setBusy(false);
    }
  };

  const read = (chosen: File) =>
    run(async () => {
      setResult(null);
      setPreview(null);
      setFile(null);
      setPreview(await productSheetCalls.preview(chosen));
      setFile(chosen);
    }, messages.productSheet.uploadFailed);

  const apply = async () => {
    if (!file || !preview) return;
    if (preview.valid === 0) return dialog.alert(messages.productSheet.nothingToApply);
    if (!(await dialog.confirm(message('productSheet.applyConfirm', { count: preview.valid })))) return;
    await run(async () => {
      const applied = await productSheetCalls.apply(file);
      setPreview(null);
      setResult(applied);
      await queryClient.invalidateQueries({ queryKey: queryKeys.productList.all });
      await dialog.alert(
        applied.failedCount === 0
          ? message('productSheet.allDone', { count: applied.createdCount })
          : message('productSheet.partial', { succeeded: applied.createdCount, failed: applied.failedCount }),
      );
    }, messages.productSheet.uploadFailed);
  };

  const downloadFailed = (answer: ProductSheetResult) =>
    run(
      () =>
        downloadFile(
          productSheetCalls.failedRows({
            category: answer.category,
            sizeCategory: answer.sizeCategory,
            rows: answer.failed,
          }),
          () => {},
        ),
      messages.common.exportFailed,
    );

  const createdTable = (created: Created[]) => (
    <Table<Created>
      rowKey="code"
      size="small"
      style={{ marginTop: 8 }}
      pagination={{ pageSize: 5 }}
      aria-label={labels.productSheet.created(created.length)}
      dataSource={created}
      columns={[
        { key: 'no', title: labels.productSheet.row, render: (_, c) => c.rows[0] },
        { key: 'code', title: labels.productList.code, dataIndex: 'code' },
        {
          key: 'edit',
          title: labels.productSheet.edit,
          render: (_, c) => (
            <Button
              size="small"
              onClick={() => navigate(productEditPath(c.code))}
              aria-label={labels.productSheet.editOf(c.code)}
            >
              {labels.productSheet.edit}
            </Button>
          ),
        },
      ]}
    />
  );

  return (
    <SheetUploadDialog<ProductSheetRow, ProductSheetRow>
      title={labels.productSheet.title}
      width={960}
      guide={
        <>
          <p className="muted">{labels.productSheet.step1}</p>
          <Space wrap style={{ marginBottom: 12 }}>
            <Select
              aria-label={labels.productSheet.category}
              style={{ width: 200 }}
              showSearch={{ optionFilterProp: 'label' }}
              value={category}
              onChange={setCategory}
              options={TOP_CATEGORIES.map((t) => ({ value: t.code, label: t.name }))}
            />
            <Button
              icon={<DownloadOutlined aria-hidden />}
              onClick={() =>
                void run(
                  () => downloadFile(productSheetCalls.template(category), () => {}),
                  messages.common.exportFailed,
                )
              }
            >
              {labels.productSheet.download}
            </Button>
          </Space>
          <p className="muted">{labels.productSheet.step2}</p>
          <p className="muted">{labels.productSheet.step3}</p>
          <p className="muted">{labels.productSheet.images}</p>
        </>
      }
      chooseLabel={labels.productSheet.chooseFile}
      busy={busy}
      fileName={file?.name ?? ''}
      onFile={(chosen) => void read(chosen)}
      onClose={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {labels.productSheet.close}
        </Button>,
        preview && (
          <Button key="apply" type="primary" loading={busy} disabled={preview.valid === 0} onClick={() => void apply()}>
            {labels.productSheet.apply(preview.valid)}
          </Button>
        ),
      ]}
      preview={
        preview && {
          label: labels.productSheet.preview,
          summary: labels.productSheet.counts(preview.valid, preview.invalid),
          warning: preview.invalid > 0,
          rowKey: 'row',
          columns: rowColumns(preview),
          rows: preview.rows,
        }
      }
      result={
        result && {
          label: labels.productSheet.results,
          summary:
            result.failedCount === 0
              ? message('productSheet.allDone', { count: result.createdCount })
              : message('productSheet.partial', { succeeded: result.createdCount, failed: result.failedCount }),
          warning: result.failedCount > 0,
          extra: result.created.length > 0 && createdTable(result.created),
          rowKey: 'row',
          columns: rowColumns(result),
          rows: result.failed,
          after: result.failed.length > 0 && (
            <Button onClick={() => void downloadFailed(result)}>{labels.productSheet.downloadFailed}</Button>
          ),
        }
      }
    />
  );
}
