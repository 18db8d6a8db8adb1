import { messages, type PrintDocument } from '@seller/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { recordPrint } from './api.ts';

/**
 * Printing of a print page: `print()` records a "출력" entry in each order's history and opens the
 * browser's print dialog. Once the page's data is on screen (`ready`) and its fonts are loaded, it
 * prints by itself, once. A failed record is told on screen (`recordError`); the print goes on.
 */
export function usePrint(orderCodes: string[], kind: PrintDocument, ready: boolean) {
  const [recordError, setRecordError] = useState<string | null>(null);
  const printedOnce = useRef(false);

  const print = useCallback(() => {
    setRecordError(null);
    recordPrint(orderCodes, kind).catch(() => setRecordError(messages.order.print.recordFailed));
    window.print();
  }, [orderCodes, kind]);

  useEffect(() => {
    if (!ready || printedOnce.current) return;
    printedOnce.current = true;
    // After the slips are painted with their fonts: the dialog's preview shows what prints.
    void document.fonts.ready.then(() => requestAnimationFrame(() => print()));
  }, [ready, print]);

  return { print, recordError };
}
