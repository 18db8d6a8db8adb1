import { labels } from '@seller/domain';
import { Progress } from 'antd';
import type { DownloadProgress } from '../../lib/download.ts';

/** How far a download has come (`ExportButton` loads it when a download starts). */
export function ExportProgress({ progress }: { progress: DownloadProgress }) {
  return (
    <div className="export-progress" role="status" aria-live="polite">
      <Progress percent={100} status="active" showInfo={false} size="small" />
      {progress.totalRows !== null ? labels.list.exportRows(progress.totalRows.toLocaleString('en-US')) : ''}
      {labels.list.exportReceiving((progress.received / 1_048_576).toFixed(1))}
    </div>
  );
}
