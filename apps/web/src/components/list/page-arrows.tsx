import { labels } from '@seller/domain';
import { Pagination, type PaginationProps } from 'antd';
import {
  cloneElement,
  isValidElement,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

type Props = Record<string, unknown>;

/** Enter on a page button clicks it; antd's item around it must not act on the same key as well. */
const ownEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.stopPropagation();
};

/**
 * The pages as buttons named in Korean (`itemRender` of antd's Pagination, issue 38 §10). antd makes
 * each page's list item the focus stop, so a screen reader met "list item 2"; the page numbers, the
 * arrows and the five-page jumps are buttons here (the item around them leaves the Tab order, see
 * `Pages`), the current page says so (`aria-current`). antd drew 이전 and 다음 as icons named in
 * English ("left", "right") and the jumps as icons named "double-right" and "ellipsis".
 */
const pageButtons =
  (current: number | undefined): PaginationProps['itemRender'] =>
  (page, type, element) => {
    if (type === 'page')
      return (
        <button
          type="button"
          className="page-button"
          aria-label={labels.list.pageNumber(page)}
          aria-current={page === current ? 'page' : undefined}
          onKeyDown={ownEnter}
        >
          {page}
        </button>
      );
    if (!isValidElement<Props>(element)) return element;
    if (type === 'prev' || type === 'next')
      return cloneElement(element as ReactElement<Props>, {
        'aria-label': type === 'prev' ? labels.list.prevPage : labels.list.nextPage,
        tabIndex: 0, // antd's -1 (its item was the stop); antd disables the button at either end
        onKeyDown: ownEnter,
      });
    if (type === 'jump-prev' || type === 'jump-next')
      return (
        <button
          type="button"
          className="ant-pagination-item-link page-button"
          aria-label={type === 'jump-prev' ? labels.list.prevPages : labels.list.nextPages}
          onKeyDown={ownEnter}
        >
          <span aria-hidden>{element.props.children as ReactNode}</span>
        </button>
      );
    return element;
  };

/**
 * antd's Pagination with its pages as named buttons: the list items antd makes focusable leave the
 * Tab order, so each stop is a button (the item still takes the click it bubbles up).
 */
export function Pages(props: Omit<PaginationProps, 'itemRender'>) {
  const wrap = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    for (const item of wrap.current?.querySelectorAll('li[tabindex]') ?? []) {
      if (item.querySelector('button, input')) item.removeAttribute('tabindex');
    }
  });
  return (
    <span ref={wrap} className="pages">
      <Pagination {...props} itemRender={pageButtons(props.current)} />
    </span>
  );
}
