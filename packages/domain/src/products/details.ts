/** Category, model and size-table rules of the product form (spec 01 §4, §5 fields). */
import { SIZE_CATEGORIES, type MeasurementKind, type SizeCategory } from '../catalog/size-categories.ts';
import type { MessageKey } from '../messages.ts';
import { MAX_SUMMARY_LENGTH, MAX_NAME_LENGTH, SIZE_CELL_MAX, WORN_SIZE_MAX } from '../limits.ts';
import { textLength } from '../text-length.ts';

export { MAX_SUMMARY_LENGTH, MAX_NAME_LENGTH, SIZE_CELL_MAX, WORN_SIZE_MAX };

export const MAX_SIZE_TABLES = 5;
export const MAX_SIZE_ROWS = 50;
export const MAX_MODELS = 10;

/** Category add: a top is required, a sub is required and must not be added yet. */
export function checkNewCategory(
  added: readonly number[],
  topId: number | null | undefined,
  subId: number | null | undefined,
): MessageKey | null {
  if (!topId) return 'product.noTopCategory';
  if (!subId) return 'product.noSubCategory';
  if (added.includes(subId)) return 'product.subCategoryDuplicated';
  return null;
}

export interface ProductModelDraft {
  modelId: number;
  name: string;
  /** The size the model wears (free text). */
  options: string;
}

/** Model info add: a model, the worn size, and no model twice. */
export function checkNewModel(
  models: readonly ProductModelDraft[],
  modelId: number | null | undefined,
  options: string,
): MessageKey | null {
  if (!modelId) return 'product.noModel';
  if (!options.trim()) return 'product.noModelInfo';
  if (models.some((m) => m.modelId === modelId)) return 'product.modelDuplicated';
  return null;
}

/** A whole model list as saved. */
export function checkModels(models: readonly ProductModelDraft[]): MessageKey | null {
  const seen: ProductModelDraft[] = [];
  for (const m of models) {
    const error = checkNewModel(seen, m.modelId, m.options);
    if (error) return error;
    seen.push(m);
  }
  return null;
}

export interface SizeTableDraft {
  categoryName: string;
  columns: string[];
  rows: string[][];
}

/** A numeric size cell: digits with at most one decimal part (cm). */
export const isSizeNumber = (text: string) => /^\d{1,4}(\.\d{1,2})?$/.test(text.trim());
/** Size cell input of a numeric column: digits and one dot only. */
export const sanitizeSizeNumberInput = (text: string) => text.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');

/** The size category a size table was made from: the one of its name with a measurement per column. */
export function sizeCategoryOfTable(table: Pick<SizeTableDraft, 'categoryName' | 'columns'>): SizeCategory | undefined {
  return SIZE_CATEGORIES.find((c) => c.name === table.categoryName && c.measurements.length === table.columns.length);
}

/**
 * Each column's kind: its size category's measurements (gloves measure in text); a table of no
 * known size category has the size label as text and cm numbers after it.
 */
export function sizeTableKinds(table: Pick<SizeTableDraft, 'categoryName' | 'columns'>): MeasurementKind[] {
  const category = sizeCategoryOfTable(table);
  return category
    ? category.measurements.map((m) => m.kind)
    : table.columns.map((_, i) => (i === 0 ? 'text' : 'number'));
}

/**
 * A size table as saved: columns start with the size label; each row has one cell per column of its
 * kind (`kinds`, by default `sizeTableKinds`): text of at most 20 characters (55, 75B, XL) or a cm value.
 */
export function checkSizeTable(
  table: SizeTableDraft,
  kinds: readonly MeasurementKind[] = sizeTableKinds(table),
): MessageKey | null {
  if (!table.categoryName.trim() || table.columns.length === 0 || table.rows.length === 0)
    return 'product.sizeTableInvalid';
  if (table.rows.length > MAX_SIZE_ROWS) return 'product.sizeTableInvalid';
  if (kinds.length !== table.columns.length) return 'product.sizeTableInvalid';
  for (const row of table.rows) {
    if (row.length !== table.columns.length) return 'product.sizeTableInvalid';
    for (const [index, cell] of row.entries()) {
      const kind = kinds[index];
      if (kind === 'text' ? textLength(cell) > SIZE_CELL_MAX : !isSizeNumber(cell)) return 'product.sizeTableInvalid';
    }
  }
  return null;
}

/** Removing a row keeps at least one: removing the last one blanks it. */
export function removeSizeRow(rows: readonly string[][], index: number, blank: readonly string[]): string[][] {
  if (rows.length <= 1) return [blank.slice()];
  return rows.filter((_, i) => i !== index);
}
