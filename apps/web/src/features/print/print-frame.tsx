import { PrinterOutlined } from '@ant-design/icons';
import { labels, messages, parsePrintCodes } from '@seller/domain';
import { Alert, Button } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/http.ts';
import { MAIN_ID } from '../../lib/main-region.ts';
import './print.css';

/** The order codes of the page's `codes` parameter. */
export function usePrintCodes(): string[] {
  const [params] = useSearchParams();
  const text = params.get('codes');
  return useMemo(() => parsePrintCodes(text), [text]);
}

/**
 * The frame of a print page: a toolbar on screen only (title, the page's controls, print), the
 * messages of a page with no codes, a failed read or a failed history record, and the document.
 */
export function PrintFrame({
  title,
  summary,
  controls,
  onPrint,
  loading,
  hasCodes,
  error,
  recordError,
  children,
}: {
  title: string;
  summary?: string;
  controls?: ReactNode;
  onPrint?: () => void;
  loading: boolean;
  hasCodes: boolean;
  error: unknown;
  recordError: string | null;
  children?: ReactNode;
}) {
  const problem = !hasCodes
    ? messages.order.print.noCodes
    : error
      ? error instanceof ApiError && error.status >= 400 && error.status < 500
        ? error.message
        : messages.order.print.loadFailed
      : null;
  return (
    <main id={MAIN_ID} className="print-page">
      <div className="print-toolbar" role="toolbar" aria-label={title}>
        <h1 className="print-title">{title}</h1>
        {summary && <span className="print-summary">{summary}</span>}
        <div className="print-controls">
          {controls}
          {onPrint && (
            <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={onPrint}>
              {labels.order.print.print}
            </Button>
          )}
        </div>
      </div>
      {problem && <Alert className="print-message" type="error" showIcon title={problem} />}
      {recordError && <Alert className="print-message" type="warning" showIcon title={recordError} />}
      {loading && hasCodes && !problem && (
        <p className="print-message" role="status">
          {labels.order.print.loading}
        </p>
      )}
      {children}
    </main>
  );
}
