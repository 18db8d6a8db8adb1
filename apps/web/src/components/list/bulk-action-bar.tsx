import { labels } from '@seller/domain';
import { Button } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazy-named.ts';

/**
 * The drop-down of an action with choices loads with the first such action (antd's Dropdown brings
 * rc-menu, about 8 KB gzipped, which the order lists never use); meanwhile its button shows, inert.
 */
const ChoiceButton = lazyNamed(() => import('./choice-button.tsx'), 'ChoiceButton');

export interface BulkAction {
  key: string;
  label: string;
  onClick?: () => void;
  danger?: boolean;
  primary?: boolean;
  loading?: boolean;
  /** Holds the action's place, unseen and out of reach, until it can be offered (no shift when it comes). */
  reserved?: boolean;
  /** A drop-down of choices instead of one click; `onChoose` gets the chosen key. */
  choices?: readonly { key: string; label: string }[];
  onChoose?: (key: string) => void;
}

/**
 * The bar above a list: the total (where the screen shows it here), how many rows are selected, the
 * bulk actions, and anything else on the right (export).
 */
export function BulkActionBar({
  total,
  selectedCount,
  actions,
  extra,
}: {
  /** The list's total, with the test id tests read it by. */
  total?: { count: number | undefined; testId: string };
  selectedCount?: number;
  actions: readonly BulkAction[];
  extra?: ReactNode;
}) {
  return (
    <div className="bulk-bar" role="toolbar" aria-label={labels.list.selectedActions}>
      <div className="bulk-bar-actions">
        {total && (
          <span>
            {labels.list.totalBefore}{' '}
            <strong data-testid={total.testId}>{(total.count ?? 0).toLocaleString('en-US')}</strong>
            {labels.list.totalAfter}
          </span>
        )}
        {selectedCount !== undefined && <span className="muted">{labels.list.selected(selectedCount)}</span>}
        {actions.map((a) =>
          a.choices ? (
            <Suspense key={a.key} fallback={<Button loading={a.loading}>{a.label}</Button>}>
              <ChoiceButton action={a} />
            </Suspense>
          ) : (
            <Button
              key={a.key}
              type={a.primary ? 'primary' : 'default'}
              danger={a.danger}
              loading={a.loading}
              onClick={a.onClick}
              style={a.reserved ? { visibility: 'hidden' } : undefined}
              tabIndex={a.reserved ? -1 : undefined}
            >
              {a.label}
            </Button>
          ),
        )}
      </div>
      {extra && <div className="bulk-bar-actions">{extra}</div>}
    </div>
  );
}
