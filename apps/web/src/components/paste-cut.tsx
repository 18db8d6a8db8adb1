import { message, textLength } from '@seller/domain';
import { useState, type ClipboardEvent } from 'react';

/**
 * A field with a length limit cuts a paste that does not fit; this says so instead of cutting
 * silently. `onPaste` goes on the field (an Input or TextArea with `count={textCount(max)}`), `cut` is
 * true from a paste that did not fit until the next change that fits, and the notice shows it.
 */
export function usePasteCut(max: number) {
  const [cut, setCut] = useState(false);
  return {
    cut,
    onPaste: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const field = event.currentTarget;
      // A field holds line ends as one character each.
      const pasted = event.clipboardData.getData('text').replace(/\r\n?/g, '\n');
      const selected = textLength(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0));
      setCut(textLength(field.value) - selected + textLength(pasted) > max);
    },
    /** For the field's onChange: a change that leaves room ends the notice. */
    changed: (text: string) => {
      if (textLength(text) < max) setCut(false);
    },
  };
}

/** The notice of a paste that was cut, read out when it appears. */
export function PasteCutNotice({ cut, max, id }: { cut: boolean; max: number; id?: string }) {
  return (
    <div id={id} role="status" className="paste-cut-notice">
      {cut ? message('common.pasteCut', { max }) : null}
    </div>
  );
}
