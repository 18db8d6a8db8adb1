import { MODEL_LIMIT, MODEL_DESCRIPTION_MAX, MODEL_NAME_MAX, MODEL_TEXT_MAX } from '../limits.ts';
import { textLength } from '../text-length.ts';

export { MODEL_LIMIT, MODEL_DESCRIPTION_MAX, MODEL_NAME_MAX, MODEL_TEXT_MAX };

/** The measurement fields of a model with their units; numbers are whole or one decimal place. */
export const MODEL_MEASURES = [
  { key: 'height', label: '키', unit: 'cm', kind: 'number', max: 300 },
  { key: 'weight', label: '몸무게', unit: 'kg', kind: 'number', max: 500 },
  { key: 'bra', label: '브라', unit: '', kind: 'text', max: MODEL_TEXT_MAX },
  { key: 'panties', label: '팬티', unit: '', kind: 'text', max: MODEL_TEXT_MAX },
  { key: 'top', label: '상의', unit: '', kind: 'text', max: MODEL_TEXT_MAX },
  { key: 'waist', label: '허리', unit: 'inch', kind: 'number', max: 100 },
  { key: 'shoes', label: '신발', unit: 'mm', kind: 'number', max: 400 },
] as const;

export type ModelMeasureKey = (typeof MODEL_MEASURES)[number]['key'];

/** What the model form checks before saving, in the order the seller sees the alerts. */
export function checkModel(input: {
  name: string;
  description?: string | null;
  hasImage: boolean;
}): 'model.nameRequired' | 'model.imageRequired' | 'model.descriptionTooLong' | null {
  if (input.name.trim() === '') return 'model.nameRequired';
  if (!input.hasImage) return 'model.imageRequired';
  if (textLength(input.description ?? '') > MODEL_DESCRIPTION_MAX) return 'model.descriptionTooLong';
  return null;
}
