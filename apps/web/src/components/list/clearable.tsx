import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { labels } from '@seller/domain';

/**
 * `allowClear` for a search field: antd's clear button has only its icon for a name, in English
 * ("close-circle"); its content here is the icon, hidden, and the Korean name for screen readers.
 */
export const clearable = {
  clearIcon: (
    <>
      <CloseCircleFilled aria-hidden />
      <span className="sr-only">{labels.list.clearInput}</span>
    </>
  ),
};
