/** Where navigation puts the focus: an element the new screen marks with `data-focus-key`. */
export interface FocusState {
  focus?: string;
}

/** The id of each screen's main region (the skip link's target). */
export const MAIN_ID = 'main';
const WAIT_MS = 5_000;

const heading = (main: HTMLElement) => main.querySelector<HTMLElement>('h1');

function focusOn(element: HTMLElement) {
  // A heading takes the focus without joining the Tab order.
  if (!element.hasAttribute('tabindex') && !element.matches('a[href], button, input, select, textarea'))
    element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Focuses the new screen's heading, or the element marked `data-focus-key={key}`, as soon as it is
 * shown (a lazily loaded screen or one waiting for its data shows it later). If nothing comes in
 * time, the heading or the main region takes the focus.
 */
export function focusMain(key?: string) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return () => undefined;
  const start = document.activeElement;
  // The seller moved on (clicked, typed, a dialog opened) while the screen loaded: leave the focus.
  const movedOn = () => {
    const active = document.activeElement;
    return active !== start && active !== document.body && active !== main && active !== null;
  };
  const find = () => (key ? main.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`) : heading(main));
  const attempt = () => {
    if (movedOn()) return true;
    const found = find();
    if (found) focusOn(found);
    return !!found;
  };
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(() => {
    stop();
    if (!movedOn()) focusOn(heading(main) ?? main);
  }, WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
