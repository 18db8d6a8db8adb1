import { labels, MODEL_MEASURES } from '@seller/domain';
import { type MergeField, propField } from '../../lib/overwrite.ts';

/** What of a model's draft an overwrite merges (the profile image is this seller's own step). */
interface ModelDraftFields {
  name: string;
  description: string;
  representative: boolean;
  measures: Record<string, string>;
}

/** A model's fields for an overwrite (`mergeMine`), each measure on its own, named as the table names them. */
export function modelMergeFields<D extends ModelDraftFields>(): MergeField<D>[] {
  return [
    propField<D, 'name'>('name', labels.model.name),
    propField<D, 'description'>('description', labels.model.description),
    propField<D, 'representative'>('representative', labels.model.representative, (v) => (v ? labels.model.yes : '')),
    ...MODEL_MEASURES.map((m): MergeField<D> => ({
      label: m.label,
      get: (d) => d.measures[m.key] ?? '',
      set: (d, value) => ({ ...d, measures: { ...d.measures, [m.key]: value as string } }),
    })),
  ];
}
