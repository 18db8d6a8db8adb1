import { DownloadOutlined } from '@ant-design/icons';
import { labels, messages } from '@seller/domain';
import { Button, Progress } from 'antd';
import { useState } from 'react';
import { downloadFile, type DownloadProgress } from '../../lib/download.ts';
import { alertError } from '../../lib/http.ts';

/**
 * Downloads a server-streamed export and shows how far it has come: the bytes received and, when
 * the server tells the row count (`X-Total-Count`), how many rows are coming. A refusal shows the
 * server's message, any other failure the spec's export failure; a lost session goes to sign-in.
 * `download` starts the typed export call (a feature's api.ts, `parseAs: 'stream'`); `confirm`, when
 * given, asks first.
 */
export function ExportButton({
  download,
  label = labels.list.exportExcel,
  confirm,
}: {
  download: () => Promise<{ response: Response }>;
  label?: string;
  /** Asked first (naming what is exported); false stops the export. */
  confirm?: () => Promise<boolean>;
}) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const run = async () => {
    if (confirm && !(await confirm())) return;
    setProgress({ received: 0, totalRows: null, done: false });
    try {
      await downloadFile(download(), setProgress);
    } catch (error) {
      await alertError(error, messages.common.exportFailed);
    } finally {
      setProgress(null);
    }
  };
  return (
    <>
      {progress && (
        <div className="export-progress" role="status" aria-live="polite">
          <Progress percent={100} status="active" showInfo={false} size="small" />
          {progress.totalRows !== null ? labels.list.exportRows(progress.totalRows.toLocaleString('en-US')) : ''}
          {labels.list.exportReceiving((progress.received / 1_048_576).toFixed(1))}
        </div>
      )}
      <Button icon={<DownloadOutlined />} loading={progress !== null} onClick={() => void run()}>
        {label}
      </Button>
    </>
  );
}
