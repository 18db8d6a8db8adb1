import { Suspense, useState, type ReactNode } from 'react';

/**
 * A dialog loaded on first use (`lazyNamed`) is rendered from the first time it opens on, so every
 * opening and closing after that is antd's Modal's own (its animation, and the focus going back to
 * what opened it). Nothing shows while its chunk loads: the dialog then opens over the screen.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
