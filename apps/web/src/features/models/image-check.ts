import { fileExtension, IMAGE_RULES, imageTooSmall, MAX_IMAGE_PIXELS, message, messages } from '@seller/domain';

const RULE = IMAGE_RULES.MODEL;

/** The alert for a chosen profile image (extension, size, count, resolution), or null when it is fine. */
export async function checkModelImage(files: File[]): Promise<string | null> {
  if (files.length !== RULE.maxFiles) return messages.model.imageCount;
  const file = files[0]!;
  if (!RULE.extensions.includes(fileExtension(file.name))) return messages.model.imageExtension;
  if (file.size > RULE.maxBytes) return messages.model.imageSize;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    if (size.width * size.height > MAX_IMAGE_PIXELS) return messages.model.imageResolution;
    const tooSmall = imageTooSmall(RULE, size);
    if (tooSmall) return message('product.imageTooSmall', tooSmall);
  } catch {
    return messages.model.imageUnreadable;
  }
  return null;
}
