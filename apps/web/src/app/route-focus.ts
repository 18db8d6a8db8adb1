import { isOrderScreen, labels } from '@seller/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusMain, type FocusState } from '../lib/main-region.ts';
import { pageTitles, paths, printPaths } from './paths.ts';

const publicTitles: Record<string, string> = {
  [paths.intro]: labels.auth.login,
  [paths.error]: labels.shell.errorTitle,
  [paths.privacy]: labels.shell.privacy,
  [paths.payResult]: labels.legal.payResultTitle,
  [printPaths.packingSlips]: labels.order.print.documents.PACKING_SLIP,
  [printPaths.pickList]: labels.order.print.documents.PICK_LIST,
};

const detailTitles: Record<string, string> = {
  productEdit: labels.product.edit,
  qnaRequest: labels.qna.requestDetail,
  qnaComplete: labels.qna.completeDetail,
  notice: labels.notice.detail,
};

/** The screen's name for the browser tab (WCAG 2.4.2), from its path alone. */
export function screenNameOf(pathname: string): string | undefined {
  const detail = /^\/detail\/([^/]+)\/([^/]+)$/.exec(pathname);
  if (detail) {
    const [, type = '', id = ''] = detail;
    if (isOrderScreen(type)) return labels.shell.orderTitle(decodeURIComponent(id));
    return detailTitles[type];
  }
  const page = (Object.keys(pageTitles) as (keyof typeof pageTitles)[]).find((key) => paths[key] === pathname);
  return page ? pageTitles[page] : publicTitles[pathname];
}

export const documentTitleOf = (pathname: string) => {
  const name = screenNameOf(pathname);
  return name ? labels.shell.documentTitle(name) : labels.shell.brand;
};

/**
 * On every route change: the tab's title names the new screen, and the focus moves to its heading
 * (WCAG 2.4.3), or to the element the navigation named (`state.focus`, e.g. the row the seller came
 * from). The first screen of a visit keeps the focus at the top, where the skip link is.
 */
export function useRouteFocus() {
  const location = useLocation();
  const first = useRef(true);
  const key = (location.state as FocusState | null)?.focus;

  useEffect(() => {
    document.title = documentTitleOf(location.pathname);
  }, [location.pathname]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusMain(key);
  }, [location.pathname, key]);
}
