import { type Model, MODEL_MEASURES } from '@seller/domain';

// A fitting model's row being added or edited on 모델 관리, and how it maps to and from the API.
type MeasureKey = (typeof MODEL_MEASURES)[number]['key'];

export interface Draft {
  name: string;
  description: string;
  representative: boolean;
  measures: Record<MeasureKey, string>;
  /** A newly chosen profile image, not uploaded yet. */
  file: File | null;
  preview: string | null;
}

/** A row of the table: the add row on top, then each model. */
export type RowItem = { key: 'new' } | { key: number; model: Model };

export const emptyDraft = (): Draft => ({
  name: '',
  description: '',
  representative: false,
  measures: Object.fromEntries(MODEL_MEASURES.map((m) => [m.key, ''])) as Record<MeasureKey, string>,
  file: null,
  preview: null,
});

export const draftOf = (m: Model): Draft => ({
  name: m.name,
  description: m.description,
  representative: m.representative,
  measures: Object.fromEntries(MODEL_MEASURES.map((f) => [f.key, m[f.key] === null ? '' : String(m[f.key])])) as Record<
    MeasureKey,
    string
  >,
  file: null,
  preview: m.imageUrl,
});

export const fieldsOf = (d: Draft) => ({
  name: d.name.trim(),
  description: d.description.trim(),
  representative: d.representative,
  height: d.measures.height,
  weight: d.measures.weight,
  bra: d.measures.bra,
  panties: d.measures.panties,
  top: d.measures.top,
  waist: d.measures.waist,
  shoes: d.measures.shoes,
});
