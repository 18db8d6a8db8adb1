import { labels } from '@seller/domain';
import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named.ts';
import type { RichTextEditorProps } from './editor.tsx';

export type { RichTextEditorProps };

const Editor = lazyNamed(() => import('./editor.tsx'), 'default');

/**
 * The shared rich-text editor (product details, market guide). TipTap is heavy, so it arrives in its
 * own chunk the first time a screen shows an editor.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="rich-text-loading" role="status" aria-label={labels.shell.editorLoading}>
          {labels.shell.editorLoading}…
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
