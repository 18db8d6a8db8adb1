import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
  YoutubeOutlined,
} from '@ant-design/icons';
import {
  EDITOR_TEXT_LIMIT,
  fileExtension,
  formatMegabytes,
  labels,
  message,
  messages,
  richTextImageSrc,
  textLength,
  toVideoEmbedUrl,
} from '@seller/domain';
import { mergeAttributes, Node } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Modal, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { alertError, answer, client, formSerializer } from '../../lib/http.ts';
import { editorFrameStyle } from './frame.ts';

export interface RichTextEditorProps {
  /** HTML content. */
  value: string;
  onChange: (html: string) => void;
  /** Editor upload folder, e.g. product/{sellerId}/{marketKey}/{productCode}/editor/ (the server checks and rebuilds it). */
  uploadPath: string;
  /** Accessible name of the editing area. */
  label: string;
  placeholder?: string;
  limit?: number;
  disabled?: boolean;
}

/** Images keep only the sources the rich-text policy keeps: https (http and protocol-relative become https) or our own /files/. */
const SafeImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      src: { default: null, parseHTML: (element: HTMLElement) => richTextImageSrc(element.getAttribute('src') ?? '') },
    };
  },
}).configure({ inline: false, allowBase64: false });

/** A YouTube or Vimeo embed; the only way a video enters the content (the insert-video button). */
const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => {
          const src = toVideoEmbedUrl((element as HTMLElement).getAttribute('src') ?? '');
          return src ? { src } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      mergeAttributes(HTMLAttributes, {
        title: labels.editor.video,
        width: '560',
        height: '315',
        frameborder: '0',
        allowfullscreen: 'true',
      }),
    ];
  },
});

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'];
const MAX_IMAGE_BYTES = 5_242_880;

function Toolbar({
  editor,
  onImage,
  onVideo,
  disabled,
}: {
  editor: Editor;
  onImage: () => void;
  onVideo: () => void;
  disabled?: boolean;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      h2: e.isActive('heading', { level: 2 }),
    }),
  });
  const button = (key: keyof typeof state, title: string, icon: React.ReactNode, run: () => void) => (
    <Tooltip title={title} key={key}>
      <Button
        size="small"
        type={state[key] ? 'primary' : 'text'}
        icon={icon}
        aria-label={title}
        aria-pressed={state[key]}
        onClick={run}
        disabled={disabled}
      />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();
  return (
    <div className="rte-toolbar" role="toolbar" aria-label={labels.editor.toolbar}>
      <Tooltip title={labels.editor.heading}>
        <Button
          size="small"
          type={state.h2 ? 'primary' : 'text'}
          aria-label={labels.editor.heading}
          aria-pressed={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
          disabled={disabled}
        >
          H
        </Button>
      </Tooltip>
      {button('bold', labels.editor.bold, <BoldOutlined aria-hidden />, () => chain().toggleBold().run())}
      {button('italic', labels.editor.italic, <ItalicOutlined aria-hidden />, () => chain().toggleItalic().run())}
      {button('underline', labels.editor.underline, <UnderlineOutlined aria-hidden />, () =>
        chain().toggleUnderline().run(),
      )}
      {button('strike', labels.editor.strike, <StrikethroughOutlined aria-hidden />, () =>
        chain().toggleStrike().run(),
      )}
      {button('bullet', labels.editor.bullet, <UnorderedListOutlined aria-hidden />, () =>
        chain().toggleBulletList().run(),
      )}
      {button('ordered', labels.editor.ordered, <OrderedListOutlined aria-hidden />, () =>
        chain().toggleOrderedList().run(),
      )}
      <Tooltip title={labels.editor.insertImage}>
        <Button
          size="small"
          type="text"
          icon={<PictureOutlined aria-hidden />}
          aria-label={labels.editor.insertImage}
          onClick={onImage}
          disabled={disabled}
        />
      </Tooltip>
      <Tooltip title={labels.editor.insertVideoHint}>
        <Button
          size="small"
          type="text"
          icon={<YoutubeOutlined aria-hidden />}
          aria-label={labels.editor.insertVideo}
          onClick={onVideo}
          disabled={disabled}
        />
      </Tooltip>
    </div>
  );
}

export interface EditorProps extends RichTextEditorProps {
  /** The seller's focus was on the placeholder when the editor came: the caret goes in. */
  autoFocus?: boolean;
}

export default function RichTextEditor({
  value,
  onChange,
  uploadPath,
  label,
  placeholder,
  limit = EDITOR_TEXT_LIMIT,
  disabled,
  autoFocus,
}: EditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [videoOpen, setVideoOpen] = useState(false);
  const [videoLink, setVideoLink] = useState('');
  const [uploading, setUploading] = useState(false);
  const lastEmitted = useRef(value);
  const [pasteCut, setPasteCut] = useState(false);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, protocols: ['https', 'mailto'] },
      }),
      SafeImage,
      VideoEmbed,
      CharacterCount.configure({ limit, textCounter: textLength }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: value,
    editable: !disabled,
    autofocus: autoFocus ? 'end' : false,
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'rte-content' },
      // Pasted or dropped files never go in as data URLs; images are added through the upload button.
      handleDrop: (_view, event) => !!event.dataTransfer?.files?.length,
      handlePaste: (view, event) => {
        if (event.clipboardData?.files?.length) return true;
        // What does not fit is cut by the limit; the footer says so (issue 17 §5).
        const { doc, selection } = view.state;
        const used = textLength(doc.textBetween(0, doc.content.size, ' ', ' '));
        const selected = textLength(doc.textBetween(selection.from, selection.to, ' ', ' '));
        const pasted = (event.clipboardData?.getData('text/plain') ?? '').replace(/\s+/g, ' ');
        setPasteCut(used - selected + textLength(pasted) > limit);
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      if (e.storage.characterCount.characters() < limit) setPasteCut(false);
      const html = e.isEmpty ? '' : e.getHTML();
      lastEmitted.current = html;
      onChange(html);
    },
  });

  // Content loaded later (edit screen) replaces the document; our own changes do not loop back.
  useEffect(() => {
    if (editor && value !== lastEmitted.current) {
      lastEmitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const count =
    useEditorState({ editor, selector: ({ editor: e }) => e?.storage.characterCount?.characters() ?? 0 }) ?? 0;

  /**
   * Puts an image or a video in as its own block followed by an empty paragraph that takes the
   * cursor, so typing or the next insert goes after it. A selected image or video is never replaced:
   * the block goes in after it.
   */
  const insertBlock = (node: { type: string; attrs: Record<string, unknown> }) => {
    if (!editor) return;
    const selection = editor.state.selection as typeof editor.state.selection & { node?: unknown };
    const content = [node, { type: 'paragraph' }];
    const chain = editor.chain().focus();
    (selection.node ? chain.insertContentAt(selection.to, content) : chain.insertContent(content)).run();
  };

  const uploadImage = async (file: File) => {
    if (!editor) return;
    if (!IMAGE_EXTENSIONS.includes(fileExtension(file.name))) {
      await dialog.alert(messages.product.imageExtension.replace('{extensions}', IMAGE_EXTENSIONS.join(', ')));
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      await dialog.alert(messages.product.imageSize.replace('{max}', formatMegabytes(MAX_IMAGE_BYTES)));
      return;
    }
    setUploading(true);
    try {
      const result = await answer(
        client.POST('/sw/a/v1/image/editor/upload', {
          body: { file, filePath: uploadPath },
          bodySerializer: formSerializer,
        }),
      );
      insertBlock({ type: 'image', attrs: { src: result.url, alt: '' } });
    } catch (error) {
      await alertError(error);
    } finally {
      setUploading(false);
    }
  };

  const insertVideo = async () => {
    const src = toVideoEmbedUrl(videoLink);
    if (!src) {
      await dialog.alert(messages.product.videoUrlInvalid);
      return;
    }
    insertBlock({ type: 'videoEmbed', attrs: { src } });
    setVideoOpen(false);
    setVideoLink('');
  };

  if (!editor) return null;
  return (
    <div className={`rte${disabled ? ' rte-disabled' : ''}`} style={editorFrameStyle}>
      <Toolbar
        editor={editor}
        onImage={() => fileInput.current?.click()}
        onVideo={() => setVideoOpen(true)}
        disabled={disabled || uploading}
      />
      <EditorContent editor={editor} className="rte-body" />
      <div className="rte-footer" aria-live="polite">
        {pasteCut && <span className="paste-cut-notice">{message('common.pasteCut', { max: limit })} </span>}
        {count} / {limit}
      </div>
      <input
        ref={fileInput}
        type="file"
        accept=".png,.jpg,.jpeg,.gif"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void uploadImage(file);
        }}
      />
      <Modal
        title={labels.editor.insertVideo}
        open={videoOpen}
        onOk={() => void insertVideo()}
        onCancel={() => setVideoOpen(false)}
        // The caret stays in the content: antd would give the focus back to the toolbar button when
        // the closing animation ends, and keys typed meanwhile (a space) would press that button.
        focusTriggerAfterClose={false}
        afterClose={() => editor.commands.focus()}
        okText={labels.editor.insert}
        cancelText={labels.editor.cancel}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <label htmlFor="rte-video-link">{labels.editor.videoAddress}</label>
          <Input
            id="rte-video-link"
            value={videoLink}
            onChange={(e) => setVideoLink(e.target.value)}
            placeholder="https://www.youtube.com/watch?v=..."
            onPressEnter={() => void insertVideo()}
          />
        </Space>
      </Modal>
    </div>
  );
}
