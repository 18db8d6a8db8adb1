import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  fileExtension,
  formatMegabytes,
  IMAGE_RULES,
  type ImageKind,
  labels,
  MAX_IMAGE_PIXELS,
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
  return null;
}

/**
 * The main or cover image list: add (checked in the browser), remove. Removing an image that is
 * already saved only takes it off the form (`onRemoveSaved`); the save deletes it on the server, so
 * leaving without saving keeps the live product's image.
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
  const rule = IMAGE_RULES[kind];
  const latest = useRef(items);
  latest.current = items;

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
    if (added.length) onChange((current) => [...current, ...added]);
  };

  const remove = (item: ImageItem) => {
    if (item.id > 0) onRemoveSaved(item.id);
    else if (item.file) URL.revokeObjectURL(item.url);
    onChange((current) => current.filter((i) => i !== item));
  };

  return (
    <div>
      <Space wrap align="start">
        {items.map((item, index) => (
          <div className="product-image" key={item.id || item.url}>
            <img src={item.url} alt={`${label} ${index + 1}`} />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => remove(item)}
              aria-label={labels.product.deleteImageOf(label, index + 1)}
            />
          </div>
        ))}
        {items.length < rule.maxFiles && (
          <button
            type="button"
            className="product-image-add"
            onClick={() => input.current?.click()}
            aria-label={labels.product.addImageOf(label)}
          >
            <PlusOutlined />
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
          if (files.length) void add(files);
        }}
      />
    </div>
  );
}
