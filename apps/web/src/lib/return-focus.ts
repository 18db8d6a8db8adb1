import { useEffect, useRef, type RefObject } from 'react';

/**
 * Gives the focus back to the control that opened a dialog once it closes (WCAG 2.4.3). antd's Modal
 * does this itself only when it stays mounted; a dialog mounted while open (`open && <Dialog />`)
 * leaves the focus on `<body>`.
 */
export function useReturnFocus(open: boolean, opener: RefObject<HTMLElement | null>) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open, opener]);
}
