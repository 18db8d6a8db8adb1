/**
 * Option groups and their combinations ("unions", spec 01 §3–§5): at most two groups, group 1 before
 * group 2, unique detail names, extra amounts in digits; combinations are regenerated from the
 * groups and keep the data of same-named combinations; at least one active combination remains.
 */
import type { MessageKey } from '../messages.ts';
import { COMBINATION_MEMO_MAX, MAX_OPTION_GROUPS, MIN_ACTIVE_UNIONS } from '../limits.ts';

export { COMBINATION_MEMO_MAX, MAX_OPTION_GROUPS, MIN_ACTIVE_UNIONS };

export const MAX_OPTION_VALUES = 100;
export const MAX_OPTION_NAME_LENGTH = 50;
export const MAX_STOCK = 1_000_000;

export interface OptionValueDraft {
  id?: number | null;
  name: string;
  /** Extra amount in won added to the price for this value. */
  price: number;
}

export interface OptionGroupDraft {
  id?: number | null;
  name: string;
  position: 1 | 2;
  values: OptionValueDraft[];
}

export interface UnionDraft {
  id?: number | null;
  /** One name per group, in group order. */
  names: string[];
  /** Resolved option value ids (filled by the server from the saved groups). */
  ids?: number[];
  totalPrice: number;
  stocks: number;
  memo: string;
  deleted: boolean;
}

/** Extra amounts accept digits only; empty means 0. */
export const isExtraAmountText = (text: string) => /^\d*$/.test(text.trim());
export const parseExtraAmount = (text: string) => (text.trim() === '' ? 0 : Number(text.trim()));

/** Stock input is reduced to digits and a dot; the stored stock is the whole part. */
export const sanitizeStockInput = (text: string) => text.replace(/[^\d.]/g, '');
export const parseStock = (text: string) => {
  const value = Math.floor(Number.parseFloat(sanitizeStockInput(text)));
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), MAX_STOCK) : 0;
};

const groupAt = (groups: readonly OptionGroupDraft[], position: 1 | 2) => groups.find((g) => g.position === position);
const isFilled = (group: OptionGroupDraft | undefined) =>
  !!group && (group.name.trim() !== '' || group.values.length > 0);

/** The first reason a detail value cannot be added to the group at `position`, or null. */
export function checkNewOptionValue(
  groups: readonly OptionGroupDraft[],
  position: 1 | 2,
  groupName: string,
  valueName: string,
  extraAmountText: string,
): MessageKey | null {
  if (position === 2 && !(groupAt(groups, 1)?.values.length ?? 0)) return 'product.option1First';
  if (!groupName.trim()) return 'product.noOptionName';
  const name = valueName.trim();
  const existing = groupAt(groups, position)?.values ?? [];
  if (!name || existing.some((v) => v.name === name)) return 'product.noOrDuplicatedDetailName';
  if (!isExtraAmountText(extraAmountText)) return 'product.extraAmountDigits';
  return null;
}

/** The first problem of a whole set of groups as it is saved, or null. */
export function checkOptionGroups(groups: readonly OptionGroupDraft[]): MessageKey | null {
  if (groups.length > MAX_OPTION_GROUPS) return 'product.optionGroupMax';
  const positions = groups.map((g) => g.position);
  if (new Set(positions).size !== positions.length) return 'product.optionGroupMax';
  const first = groupAt(groups, 1);
  const second = groupAt(groups, 2);
  if (isFilled(second) && !(first?.values.length ?? 0)) return 'product.option1First';
  for (const group of [first, second]) {
    if (!group) continue;
    if (!group.name.trim()) return 'product.noOptionName';
    const names = group.values.map((v) => v.name.trim());
    if (names.length === 0 || names.some((n) => !n) || new Set(names).size !== names.length) {
      return 'product.noOrDuplicatedDetailName';
    }
    if (group.values.some((v) => !Number.isInteger(v.price) || v.price < 0)) return 'product.extraAmountDigits';
  }
  return null;
}

export const unionKey = (names: readonly string[]) => JSON.stringify(names);

/**
 * Rebuilds the combinations from the groups (every value of group 1 × every value of group 2). A
 * combination whose names already existed keeps its id, stock, memo and deleted state; its total
 * price is the sum of the values' extra amounts.
 */
export function regenerateUnions(groups: readonly OptionGroupDraft[], previous: readonly UnionDraft[]): UnionDraft[] {
  const first = groupAt(groups, 1)?.values ?? [];
  const second = groupAt(groups, 2)?.values ?? [];
  if (first.length === 0) return [];
  const combos: OptionValueDraft[][] = second.length
    ? first.flatMap((a) => second.map((b) => [a, b]))
    : first.map((a) => [a]);
  const kept = new Map(previous.map((u) => [unionKey(u.names), u]));
  return combos.map((values) => {
    const names = values.map((v) => v.name);
    const totalPrice = values.reduce((sum, v) => sum + v.price, 0);
    const old = kept.get(unionKey(names));
    return old ? { ...old, names, totalPrice } : { id: null, names, totalPrice, stocks: 0, memo: '', deleted: false };
  });
}

export const activeUnions = (unions: readonly UnionDraft[]) => unions.filter((u) => !u.deleted);

/** Active first, then deleted (the list shown below the dashed separator); the order inside each is kept. */
export const mergeUnions = (unions: readonly UnionDraft[]) => [
  ...activeUnions(unions),
  ...unions.filter((u) => u.deleted),
];

export type UnionChange =
  { unions: UnionDraft[]; error?: undefined } | { unions: readonly UnionDraft[]; error: MessageKey };

/** Marks the combination deleted, refused when it is the last active one. */
export function deleteUnion(unions: readonly UnionDraft[], names: readonly string[]): UnionChange {
  const key = unionKey(names);
  if (activeUnions(unions).length <= MIN_ACTIVE_UNIONS) return { unions, error: 'product.minOneUnion' };
  return { unions: mergeUnions(unions.map((u) => (unionKey(u.names) === key ? { ...u, deleted: true } : u))) };
}

export function restoreUnion(unions: readonly UnionDraft[], names: readonly string[]): UnionDraft[] {
  const key = unionKey(names);
  return mergeUnions(unions.map((u) => (unionKey(u.names) === key ? { ...u, deleted: false } : u)));
}

/**
 * The combinations after the groups changed (a value added or removed, a group reset): regenerated,
 * and refused with the spec's message when combinations remain but none of them is active (the
 * seller deleted the others and then removed the value of the last active one).
 */
export function changeOptionGroups(groups: readonly OptionGroupDraft[], previous: readonly UnionDraft[]): UnionChange {
  const unions = regenerateUnions(groups, previous);
  if (unions.length > 0 && activeUnions(unions).length < MIN_ACTIVE_UNIONS) {
    return { unions: previous, error: 'product.minOneUnion' };
  }
  return { unions };
}

/** Sets the stock of every active combination (deleted ones keep theirs). */
export const applyBulkStock = (unions: readonly UnionDraft[], stocks: number): UnionDraft[] =>
  unions.map((u) => (u.deleted ? u : { ...u, stocks }));

/** The server's check of a combination list as saved: some, and at least one active. */
export function checkUnions(unions: readonly Pick<UnionDraft, 'deleted'>[]): MessageKey | null {
  if (unions.length === 0) return 'product.noUnion';
  if (unions.every((u) => u.deleted)) return 'product.minOneUnion';
  return null;
}

/**
 * Removes a detail value. A group left without values is reset (name unlocked); when group 1 is reset
 * while group 2 still has values, group 2 moves up to become group 1.
 */
export function removeOptionValue(
  groups: readonly OptionGroupDraft[],
  position: 1 | 2,
  name: string,
): OptionGroupDraft[] {
  const next = groups
    .map((g) => (g.position === position ? { ...g, values: g.values.filter((v) => v.name !== name) } : g))
    .filter((g) => g.values.length > 0);
  return next.map((g, index) => ({ ...g, position: (index + 1) as 1 | 2 }));
}
