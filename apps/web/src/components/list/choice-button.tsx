import { Button, Dropdown } from 'antd';
import { useRef } from 'react';
import type { BulkAction } from './bulk-action-bar.tsx';

/**
 * An action with a drop-down of choices. Opened by Enter or Space, the menu takes the focus (↑/↓
 * choose, Enter applies, Esc closes); a choice gives the focus back to the button first, so the
 * confirmation it opens returns there when it closes (the menu item is gone by then).
 */
export function ChoiceButton({ action }: { action: BulkAction }) {
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
