import { useEffect, type RefObject } from 'react';

/**
 * A roving tabindex (WAI-ARIA Authoring Practices, "Managing focus within composite widgets"): of a
 * container's items only the current one is in the Tab order, and arrow keys move between items.
 * Long sets of controls (a filter group's checkboxes, a table's rows) then cost one Tab stop, not one
 * per control. The current item is the one last focused; the first one at the start.
 *
 * It works on the DOM, not on props, so it fits components that render their own inputs (antd's
 * checkboxes, selects, links): the controls of the other items get `tabindex="-1"`, marked so the
 * previous value comes back when their item becomes current. Re-rendered items are caught by a
 * MutationObserver.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [data-roving]';
/** Where the original tabindex waits ('' when the element had none). */
const MARK = 'data-roving';

export type RovingMode =
  /** Each item is one control (checkboxes): ←/↑ and →/↓ move to the previous and next, Home/End to the ends. */
  | 'items'
  /** Each item is a row of controls: Tab walks the current row; ↑/↓ move to the same control in the next row. */
  | 'rows';

const controlsOf = (item: Element): HTMLElement[] =>
  item.matches(FOCUSABLE) ? [item as HTMLElement] : [...item.querySelectorAll<HTMLElement>(FOCUSABLE)];

function setInOrder(control: HTMLElement, inOrder: boolean) {
  const marked = control.hasAttribute(MARK);
  if (inOrder) {
    if (!marked) return;
    const original = control.getAttribute(MARK)!;
    if (original === '') control.removeAttribute('tabindex');
    else control.setAttribute('tabindex', original);
    control.removeAttribute(MARK);
  } else if (!marked) {
    control.setAttribute(MARK, control.getAttribute('tabindex') ?? '');
    control.setAttribute('tabindex', '-1');
  }
}

/** Keys a control keeps for itself in 'rows' mode (a select's list, a text area's lines). */
const ownsArrows = (el: HTMLElement) => el.matches('[role="combobox"], textarea, [contenteditable="true"]');

/**
 * Roving focus over the elements matching `itemSelector` inside `ref`'s element. `enabled` may turn it
 * off (every control back in the Tab order).
 */
export function useRovingFocus(
  ref: RefObject<HTMLElement | null>,
  itemSelector: string,
  mode: RovingMode,
  enabled = true,
) {
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const items = () => [...container.querySelectorAll(itemSelector)];
    let current: Element | null = null;

    const apply = () => {
      const all = items();
      const active = current && all.includes(current) ? current : all[0];
      for (const item of all) for (const control of controlsOf(item)) setInOrder(control, !enabled || item === active);
    };

    const itemOf = (target: EventTarget | null) =>
      target instanceof Element ? (items().find((item) => item === target || item.contains(target)) ?? null) : null;

    const onFocusIn = (event: FocusEvent) => {
      const item = itemOf(event.target);
      if (item && item !== current) {
        current = item;
        apply();
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (!enabled || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      const item = itemOf(target);
      if (!item) return;
      const all = items();
      const index = all.indexOf(item);
      let next: number;
      if (mode === 'items') {
        const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
        if (event.key === 'Home') next = 0;
        else if (event.key === 'End') next = all.length - 1;
        else if (step) next = (index + step + all.length) % all.length;
        else return;
      } else {
        const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
        if (!step || ownsArrows(target)) return;
        next = index + step;
        if (next < 0 || next >= all.length) return;
      }
      event.preventDefault();
      const column = controlsOf(item).findIndex((c) => c === target || c.contains(target));
      const controls = controlsOf(all[next]!);
      const to = mode === 'rows' ? (controls[column] ?? controls[0]) : controls[0];
      current = all[next]!;
      apply();
      to?.focus();
    };

    apply();
    const observer = new MutationObserver(apply);
    observer.observe(container, { childList: true, subtree: true });
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('keydown', onKeyDown);
      for (const item of items()) for (const control of controlsOf(item)) setInOrder(control, true);
    };
  }, [ref, itemSelector, mode, enabled]);
}
