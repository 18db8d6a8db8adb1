import { DeleteOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import {
  fileExtension,
  formatMegabytes,
  IMAGE_RULES,
  imageTooSmall,
  type ImageKind,
  labels,
  MAX_IMAGE_PIXELS,
  message,
  messages,
} from '@seller/domain';
import { Button, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { dialog } from '../../lib/dialog.ts';

/** An image on the form: saved ones have an id above 0; new ones carry the file until the save uploads it. */
export interface ImageItem {
  id: number;
  url: string;
  file?: File;
  /** A saved image's place on the server (its weight: first shown first). */
  weight?: number;
}

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

async function decodedSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** Browser checks before an image joins the list: extension, size, count, resolution (spec 01 §5 images). */
export async function checkImageFile(kind: ImageKind, file: File, countAfter: number): Promise<string | null> {
  const rule = IMAGE_RULES[kind];
  if (!rule.extensions.includes(fileExtension(file.name)))
    return fill(messages.product.imageExtension, { extensions: rule.extensions.join(', ') });
  if (file.size > rule.maxBytes) return fill(messages.product.imageSize, { max: formatMegabytes(rule.maxBytes) });
  if (countAfter > rule.maxFiles) return fill(messages.product.imageCount, { max: rule.maxFiles });
  const size = await decodedSize(file);
  if (!size) return messages.product.imageBroken;
  if (size.width * size.height > MAX_IMAGE_PIXELS)
    return fill(messages.product.imageResolution, { max: MAX_IMAGE_PIXELS.toLocaleString('en-US') });
  const tooSmall = imageTooSmall(rule, size);
  if (tooSmall) return message('product.imageTooSmall', tooSmall);
  return null;
}

/**
 * The main or cover image list: add, replace and remove (spec 01 §5), each file checked in the
 * browser first. A replacement takes the place of the image it replaces. Removing or replacing an
 * image that is already saved only takes it off the form (`onRemoveSaved`); the save deletes it on
 * the server (and puts a replacement in its place), so leaving without saving keeps the live
 * product's image.
 */
export function ImageList({
  kind,
  items,
  onChange,
  onRemoveSaved,
  label,
}: {
  kind: ImageKind;
  items: ImageItem[];
  /** An update of the latest list (a check that takes a while never overwrites other changes). */
  onChange: (update: (items: ImageItem[]) => ImageItem[]) => void;
  onRemoveSaved: (id: number) => void;
  label: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  /** The image the file chooser was opened to replace; null when it adds. */
  const replacing = useRef<ImageItem | null>(null);
  const rule = IMAGE_RULES[kind];
  const latest = useRef(items);
  latest.current = items;
  const box = useRef<HTMLDivElement>(null);
  /**
   * Where the focus goes once the list shows a chosen file (issue 38 §9): after adding, the add
   * button, or the last image's 교체 when the list is full and the button is gone; after replacing,
   * the new image's 교체 (the old one's buttons are gone with it).
   */
  const focusNext = useRef<ImageItem | 'add' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    const root = box.current;
    if (!target || !root) return;
    focusNext.current = null;
    const add = root.querySelector<HTMLElement>('.product-image-add');
    const replaceButtons = root.querySelectorAll<HTMLElement>('[data-image-replace]');
    const at = target === 'add' ? -1 : items.indexOf(target);
    const next = (target === 'add' && add) || replaceButtons[at >= 0 ? at : replaceButtons.length - 1] || add;
    next?.focus();
  }, [items]);

  // Object URLs of new files are released when they leave the list.
  useEffect(() => () => items.forEach((i) => i.file && URL.revokeObjectURL(i.url)), []); // eslint-disable-line react-hooks/exhaustive-deps

  const add = async (files: File[]) => {
    const added: ImageItem[] = [];
    for (const file of files) {
      const problem = await checkImageFile(kind, file, latest.current.length + added.length + 1);
      if (problem) {
        await dialog.alert(problem);
        break;
      }
      added.push({ id: 0, url: URL.createObjectURL(file), file });
    }
    if (!added.length) return;
    focusNext.current = 'add';
    onChange((current) => [...current, ...added]);
  };

  const release = (item: ImageItem) => {
    if (item.id > 0) onRemoveSaved(item.id);
    else if (item.file) URL.revokeObjectURL(item.url);
  };

  const replace = async (item: ImageItem, file: File) => {
    // The count stays as it is: the new file takes the old one's place.
    const problem = await checkImageFile(kind, file, latest.current.length);
    if (problem) return dialog.alert(problem);
    if (!latest.current.includes(item)) return; // removed meanwhile
    const next: ImageItem = { id: 0, url: URL.createObjectURL(file), file };
    release(item);
    focusNext.current = next;
    onChange((current) => current.map((i) => (i === item ? next : i)));
  };

  const remove = (item: ImageItem) => {
    release(item);
    onChange((current) => current.filter((i) => i !== item));
  };

  const choose = (item: ImageItem | null) => {
    replacing.current = item;
    const chooser = input.current;
    if (!chooser) return;
    // One file replaces one image; adding may take several.
    chooser.multiple = item === null && rule.maxFiles > 1;
    chooser.click();
  };

  return (
    <div ref={box}>
      <Space wrap align="start">
        {items.map((item, index) => (
          <div className="product-image" key={item.id || item.url}>
            <img src={item.url} alt={`${label} ${index + 1}`} />
            <div className="product-image-actions">
              <Button
                size="small"
                data-image-replace
                icon={<SwapOutlined aria-hidden />}
                onClick={() => choose(item)}
                aria-label={labels.product.replaceImageOf(label, index + 1)}
                title={labels.product.replaceImage}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => remove(item)}
                aria-label={labels.product.deleteImageOf(label, index + 1)}
                title={labels.product.deleteImage}
              />
            </div>
          </div>
        ))}
        {items.length < rule.maxFiles && (
          <button
            key="add"
            type="button"
            className="product-image-add"
            onClick={() => choose(null)}
            aria-label={labels.product.addImageOf(label)}
          >
            <PlusOutlined aria-hidden />
            <span>{labels.product.addImage}</span>
          </button>
        )}
      </Space>
      <span className="product-hint muted">{rule.hint}</span>
      <input
        ref={input}
        type="file"
        hidden
        multiple={rule.maxFiles > 1}
        accept={rule.extensions.map((e) => `.${e}`).join(',')}
        data-testid={`image-input-${kind}`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          const target = replacing.current;
          replacing.current = null;
          if (!files.length) return;
          if (target) void replace(target, files[0]!);
          else void add(files);
        }}
      />
    </div>
  );
}
