import { act, fireEvent, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useRovingFocus, type RovingMode } from '../src/lib/roving-focus.ts';

/** Rows of a link and a button, or a set of checkboxes, under the hook; `more` adds a row later. */
function Rows({ mode, enabled = true }: { mode: RovingMode; enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(3);
  useRovingFocus(ref, mode === 'rows' ? '.row' : 'input', mode, enabled);
  return (
    <>
      <button onClick={() => setCount((n) => n + 1)}>more</button>
      <div ref={ref}>
        {[...Array(count).keys()].map((i) =>
          mode === 'rows' ? (
            <div className="row" key={i}>
              <a href={`#${i}`}>link {i}</a>
              <button tabIndex={2}>save {i}</button>
            </div>
          ) : (
            <input key={i} type="checkbox" aria-label={`box ${i}`} />
          ),
        )}
      </div>
    </>
  );
}

const tabbable = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('a, button, input')]
    .filter((el) => el.tabIndex >= 0 && el.textContent !== 'more')
    .map((el) => el.textContent || el.getAttribute('aria-label'));

describe('useRovingFocus', () => {
  it('rows: only the current row is in the Tab order; ↑/↓ move to the same control of the next row', async () => {
    const { container, getByText } = render(<Rows mode="rows" />);
    expect(tabbable(container)).toEqual(['link 0', 'save 0']);

    act(() => getByText('save 0').focus());
    fireEvent.keyDown(getByText('save 0'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(getByText('save 1'));
    expect(tabbable(container)).toEqual(['link 1', 'save 1']);
    // Its own tabindex comes back when the row is current again.
    expect(getByText('save 1').getAttribute('tabindex')).toBe('2');

    fireEvent.keyDown(getByText('save 1'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(getByText('save 0'));
    fireEvent.keyDown(getByText('save 0'), { key: 'ArrowUp' }); // no row above: stays
    expect(document.activeElement).toBe(getByText('save 0'));

    // A row rendered later joins outside the Tab order.
    act(() => getByText('more').click());
    await act(() => Promise.resolve());
    expect(tabbable(container)).toEqual(['link 0', 'save 0']);
  });

  it('items: one Tab stop; arrows wrap, Home and End go to the ends; focusing an item makes it current', () => {
    const { container, getByLabelText } = render(<Rows mode="items" />);
    expect(tabbable(container)).toEqual(['box 0']);
    act(() => getByLabelText('box 0').focus());
    fireEvent.keyDown(getByLabelText('box 0'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(getByLabelText('box 2'));
    fireEvent.keyDown(getByLabelText('box 2'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(getByLabelText('box 0'));
    fireEvent.keyDown(getByLabelText('box 0'), { key: 'End' });
    expect(tabbable(container)).toEqual(['box 2']);
    act(() => getByLabelText('box 1').focus());
    expect(tabbable(container)).toEqual(['box 1']);
  });

  it('off: every control in the Tab order', () => {
    const { container } = render(<Rows mode="rows" enabled={false} />);
    expect(tabbable(container)).toEqual(['link 0', 'save 0', 'link 1', 'save 1', 'link 2', 'save 2']);
  });
});
