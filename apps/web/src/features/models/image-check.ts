import { fileExtension, IMAGE_RULES, MAX_IMAGE_PIXELS, messages } from '@seller/domain';

const RULE = IMAGE_RULES.MODEL;

/** The alert for a chosen profile image (extension, size, count, resolution), or null when it is fine. */
export async function checkModelImage(files: File[]): Promise<string | null> {
  if (files.length !== RULE.maxFiles) return messages.model.imageCount;
  const file = files[0]!;
  if (!RULE.extensions.includes(fileExtension(file.name))) return messages.model.imageExtension;
  if (file.size > RULE.maxBytes) return messages.model.imageSize;
  try {
    const bitmap = await createImageBitmap(file);
    const pixels = bitmap.width * bitmap.height;
    bitmap.close();
    if (pixels > MAX_IMAGE_PIXELS) return messages.model.imageResolution;
  } catch {
    return messages.model.imageUnreadable;
  }
  return null;
}
