import { Button } from 'antd';
import type { ReactNode } from 'react';

export interface BulkAction {
  key: string;
  label: string;
  onClick: () => void;
  danger?: boolean;
  primary?: boolean;
  loading?: boolean;
}

/** The bar above a list: how many rows are selected, the bulk actions, and anything else on the right (export). */
export function BulkActionBar({
  selectedCount,
  actions,
  extra,
}: {
  selectedCount?: number;
  actions: readonly BulkAction[];
  extra?: ReactNode;
}) {
  return (
    <div className="bulk-bar" role="toolbar" aria-label="선택한 항목 처리">
      <div className="bulk-bar-actions">
        {selectedCount !== undefined && (
          <span className="muted" aria-live="polite">
            {selectedCount}건 선택
          </span>
        )}
        {actions.map((a) => (
          <Button
            key={a.key}
            type={a.primary ? 'primary' : 'default'}
            danger={a.danger}
            loading={a.loading}
            onClick={a.onClick}
          >
            {a.label}
          </Button>
        ))}
      </div>
      {extra && <div className="bulk-bar-actions">{extra}</div>}
    </div>
  );
}
