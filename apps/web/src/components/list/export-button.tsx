import { DownloadOutlined } from '@ant-design/icons';
import { labels, messages } from '@seller/domain';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { downloadFile, type DownloadProgress, type FileAnswer } from '../../lib/download.ts';
import { alertError } from '../../lib/http.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';

// The progress bar loads when a download starts: most visits to a list never export.
const ExportProgress = lazyNamed(() => import('./export-progress.tsx'), 'ExportProgress');

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
  download: () => Promise<FileAnswer>;
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
        <Suspense fallback={null}>
          <ExportProgress progress={progress} />
        </Suspense>
      )}
      <Button icon={<DownloadOutlined aria-hidden />} loading={progress !== null} onClick={() => void run()}>
        {label}
      </Button>
    </>
  );
}
