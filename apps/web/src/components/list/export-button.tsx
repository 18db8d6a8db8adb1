import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { useState } from 'react';
import { downloadFile, type DownloadProgress } from '../../lib/download.ts';
import type { QueryValue } from '../../lib/http.ts';
import { alertError } from '../../lib/http.ts';

/**
 * Downloads a server-streamed export and shows how far it has come: the bytes received and, when
 * the server tells the row count (`X-Total-Count`), how many rows are coming.
 */
export function ExportButton({
  path,
  query,
  failedMessage,
  label = '엑셀 다운로드',
}: {
  path: string;
  query: Record<string, QueryValue>;
  failedMessage: string;
  label?: string;
}) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const run = async () => {
    setProgress({ received: 0, totalRows: null, done: false });
    try {
      await downloadFile(path, query, setProgress);
    } catch (error) {
      await alertError(error, failedMessage);
    } finally {
      setProgress(null);
    }
  };
  return (
    <>
      {progress && (
        <div className="export-progress" role="status" aria-live="polite">
          <Progress percent={100} status="active" showInfo={false} size="small" />
          {progress.totalRows !== null ? `${progress.totalRows.toLocaleString('en-US')}건 · ` : ''}
          {(progress.received / 1_048_576).toFixed(1)}MB 받는 중
        </div>
      )}
      <Button icon={<DownloadOutlined />} loading={progress !== null} onClick={() => void run()}>
        {label}
      </Button>
    </>
  );
}
