import { labels } from '@seller/domain';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadChunk } from '../../lib/chunk-reload.ts';
import type { EditorProps, RichTextEditorProps } from './editor.tsx';
import { editorFrameStyle } from './frame.ts';
import './rich-text-editor.css';

export type { RichTextEditorProps };

/** How near the viewport the editor starts loading (a wheel notch or two before it shows). */
const NEAR = '200px 0px';
/** The toolbar's buttons (heading, six marks and lists, image, video): the placeholder draws as many. */
const TOOLBAR_BUTTONS = 9;

let loading: Promise<ComponentType<EditorProps>> | null = null;
let loaded: ComponentType<EditorProps> | null = null;
/** TipTap's chunk, fetched once for every editor of the tab. */
function loadEditor() {
  loading ??= loadChunk(() => import('./editor.tsx')).then((module) => (loaded = module.default));
  return loading;
}

/**
 * The shared rich-text editor (product details, market guide). TipTap is heavy (about 130 KB
 * gzipped), so it arrives in its own chunk when the editor comes near the viewport or the seller
 * moves the focus to it; until then a placeholder of the editor's own frame and height holds its
 * place (nothing below it moves when the editor replaces it). The content is the form's state, so a
 * restored draft or a loaded product goes into the editor when it arrives. The placeholder stays the
 * same element while TipTap loads: if it still has the focus when the editor comes, the caret goes in.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const [editor, setEditor] = useState<{ Editor: ComponentType<EditorProps>; focus: boolean } | null>(() =>
    loaded ? { Editor: loaded, focus: false } : null,
  );
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const wanted = useRef(false);

  useEffect(() => {
    const element = frame.current;
    if (editor || !element) return;
    let live = true;
    const want = () => {
      if (wanted.current) return;
      wanted.current = true;
      loadEditor().then(
        (Editor) => live && setEditor({ Editor, focus: document.activeElement === frame.current }),
        (error: unknown) => live && setFailure({ error }),
      );
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
      rootMargin: NEAR,
    });
    observer.observe(element);
    element.addEventListener('focus', want);
    return () => {
      live = false;
      wanted.current = false;
      observer.disconnect();
      element.removeEventListener('focus', want);
    };
  }, [editor]);

  if (failure) throw failure.error; // as a lazy page's would: the route's error page
  if (!editor) return <Placeholder frame={frame} />;
  return <editor.Editor {...props} autoFocus={editor.focus} />;
}

/** The editor's frame while TipTap loads: a toolbar row of as many buttons, the body at its least height. */
function Placeholder({ frame }: { frame: React.RefObject<HTMLDivElement | null> }) {
  return (
    <div
      ref={frame}
      className="rte rte-pending"
      style={editorFrameStyle}
      role="status"
      aria-busy="true"
      aria-label={labels.shell.editorLoading}
      tabIndex={0}
    >
      <div className="rte-toolbar" aria-hidden="true">
        {Array.from({ length: TOOLBAR_BUTTONS }, (_, i) => (
          <span key={i} className="rte-tool-pending" />
        ))}
      </div>
      <div className="rte-body">
        <div className="rte-content rte-pending-text">
          <p>{labels.shell.editorLoading}…</p>
        </div>
      </div>
      <div className="rte-footer" aria-hidden="true">
        &nbsp;
      </div>
    </div>
  );
}
