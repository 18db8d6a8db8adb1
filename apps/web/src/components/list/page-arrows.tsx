import { labels } from '@seller/domain';
import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement } from 'react';

type Props = Record<string, unknown>;

/**
 * The pages' arrows named in Korean (`itemRender` of antd's Pagination). antd draws 이전 and 다음 as
 * buttons whose only content is an icon named in English ("left", "right"), and the five-page jumps
 * as icons named "double-right" and "ellipsis" inside an item it already names by its title (다음 5
 * 페이지): a screen reader read the English names. The arrows get Korean names; the jumps' icons are
 * hidden, leaving the item's title.
 */
export const koreanPageArrows: PaginationProps['itemRender'] = (_page, type, element) => {
  if (!isValidElement<Props>(element)) return element;
  if (type === 'prev' || type === 'next')
    return cloneElement(element as ReactElement<Props>, {
      'aria-label': type === 'prev' ? labels.list.prevPage : labels.list.nextPage,
    });
  if (type === 'jump-prev' || type === 'jump-next')
    return cloneElement(element as ReactElement<Props>, { 'aria-hidden': true });
  return element;
};
