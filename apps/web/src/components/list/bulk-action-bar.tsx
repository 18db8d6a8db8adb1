import { labels } from '@seller/domain';
import { Button, Dropdown } from 'antd';
import { useRef, type ReactNode } from 'react';

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
            <ChoiceButton key={a.key} action={a} />
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

/**
 * An action with a drop-down of choices. Opened by Enter or Space, the menu takes the focus (↑/↓
 * choose, Enter applies, Esc closes); a choice gives the focus back to the button first, so the
 * confirmation it opens returns there when it closes (the menu item is gone by then).
 */
function ChoiceButton({ action }: { action: BulkAction }) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items: action.choices!.map((c) => ({ ...c })),
        onClick: ({ key }) => {
          button.current?.focus();
          action.onChoose?.(key);
        },
      }}
    >
      <Button ref={button} loading={action.loading}>
        {action.label}
      </Button>
    </Dropdown>
  );
}
