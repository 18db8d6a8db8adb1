import {
  describeFeeRule,
  KC_KIND_LABELS,
  labels,
  type NoticeFieldKey,
  type OptionGroupDraft,
  type UnionDraft,
} from '@seller/domain';
import { type MergeField, propField } from '../../lib/overwrite.ts';
import type { ImageItem } from './image-list.tsx';
import { classification, type ProductFormState } from './product-form.tsx';

type Field = MergeField<ProductFormState>;

const won = (amount: number | null | undefined) => labels.product.wonOf((amount ?? 0).toLocaleString('ko-KR'));
const yesNo = (yes: string, no: string) => (value: boolean | null) => (value === null ? '' : value ? yes : no);
const textOf = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** The form's images of one kind, compared by what is saved (id and address), pending files by themselves. */
function imagesField(key: 'mainImages' | 'coverImages', label: string): Field {
  const ids = (items: ImageItem[]) => items.map((i) => (i.file ? i.url : i.id));
  return {
    label,
    get: (s) => s[key],
    set: (s, value) => ({ ...s, [key]: value as ImageItem[] }),
    compare: (value) => ids(value as ImageItem[]),
    show: (value) => labels.common.countOf((value as ImageItem[]).length),
  };
}

const valueKey = (position: number, name: string) => `${position}:${name}`;
const unionLabel = (names: string[]) => names.join(' / ');

/** Option names and combinations as a whole: what the options popup builds. */
const optionStructure: Field = {
  label: labels.form.options,
  get: (s) => s.options,
  compare: (value) => {
    const { groups, unions } = value as ProductFormState['options'];
    return {
      groups: groups.map((g) => ({ name: g.name, position: g.position, values: g.values.map((v) => v.name) })),
      unions: unions.map((u) => u.names),
    };
  },
  set: (s, value) => ({ ...s, options: value as ProductFormState['options'] }),
  show: (value) =>
    (value as ProductFormState['options']).groups
      .map((g) => `${g.name}: ${g.values.map((v) => v.name).join(', ')}`)
      .join(' · '),
};

/** One option value's 추가 금액, where the value is in the state. */
function extraField(position: 1 | 2, name: string): Field {
  const find = (groups: OptionGroupDraft[]) =>
    groups.find((g) => g.position === position)?.values.find((v) => v.name === name);
  return {
    label: `${name} ${labels.options.extra}`,
    get: (s) => find(s.options.groups)?.price,
    set: (s, value) =>
      value === undefined || !find(s.options.groups)
        ? s
        : {
            ...s,
            options: {
              ...s.options,
              groups: s.options.groups.map((g) =>
                g.position !== position
                  ? g
                  : { ...g, values: g.values.map((v) => (v.name === name ? { ...v, price: value as number } : v)) },
              ),
            },
          },
    show: (value) => won(value as number),
  };
}

/** One combination's 재고, 메모 or deletion, where the combination is in the state. */
function unionField(names: string[], key: 'stocks' | 'memo' | 'deleted', label: string): Field {
  const id = unionLabel(names);
  const find = (unions: UnionDraft[]) => unions.find((u) => unionLabel(u.names) === id);
  return {
    label,
    get: (s) => find(s.options.unions)?.[key],
    set: (s, value) =>
      value === undefined || !find(s.options.unions)
        ? s
        : {
            ...s,
            options: {
              ...s.options,
              unions: s.options.unions.map((u) => (unionLabel(u.names) === id ? { ...u, [key]: value } : u)),
            },
          },
    show:
      key === 'stocks'
        ? (value) => String(value ?? 0)
        : key === 'deleted'
          ? (value) => (value ? labels.options.delete : labels.options.restore)
          : undefined,
  };
}

/** The notice items, labelled as the product's notice group words them. */
function noticeFields(states: ProductFormState[]): Field[] {
  const group = classification(states[0]!).group;
  const keys = new Set(states.flatMap((s) => Object.keys(s.notice) as NoticeFieldKey[]));
  return [...keys].map((key) => ({
    label: group?.fields.find((f) => f.key === key)?.label ?? labels.form.notice,
    get: (s) => s.notice[key] ?? '',
    set: (s, value) => ({ ...s, notice: { ...s.notice, [key]: value as string } }),
  }));
}

/**
 * Everything 상품 수정 saves, field by field, for an overwrite (`mergeMine`): option values and
 * combinations each on their own, so a stock the other person changed survives an overwrite that
 * changed another combination. The structure of the options comes first; the values after it.
 */
export function productMergeFields(base: ProductFormState, mine: ProductFormState, theirs: ProductFormState): Field[] {
  const states = [base, mine, theirs];
  const values = new Map<string, [1 | 2, string]>();
  const unions = new Map<string, string[]>();
  for (const s of states) {
    for (const g of s.options.groups)
      for (const v of g.values) values.set(valueKey(g.position, v.name), [g.position, v.name]);
    for (const u of s.options.unions) unions.set(unionLabel(u.names), u.names);
  }
  return [
    propField('name', labels.form.name),
    propField('summary', labels.form.summary),
    propField('brandId', labels.form.brand),
    propField('sellYn', labels.form.sell, yesNo(labels.form.selling, labels.form.notSelling)),
    propField('displayYn', labels.form.display, yesNo(labels.form.displayed, labels.form.notDisplayed)),
    {
      ...propField<ProductFormState, 'price'>('price', labels.product.price, (p) => won(p.price)),
      compare: (value) => {
        const p = value as ProductFormState['price'];
        return [p.price, p.saleRate, p.salePrice];
      },
    },
    {
      ...propField<ProductFormState, 'delivery'>('delivery', labels.form.deliveryFee, (d) => describeFeeRule(d)),
      compare: (value) => ({ ...(value as object), marketDeliveryName: undefined }),
    },
    imagesField('mainImages', labels.form.mainImages),
    imagesField('coverImages', labels.form.coverImages),
    propField('content', labels.form.detailContent, textOf),
    optionStructure,
    ...[...values.values()].map(([position, name]) => extraField(position, name)),
    ...[...unions.values()].flatMap((names) => [
      unionField(names, 'stocks', labels.options.stockOf(unionLabel(names))),
      unionField(names, 'memo', labels.options.memoOf(unionLabel(names))),
      unionField(names, 'deleted', `${unionLabel(names)} ${labels.options.delete}`),
    ]),
    propField('sizeTables', labels.form.sizeTables, (t) => t.map((x) => x.categoryName).join(', ')),
    propField('models', labels.form.models, (m) => labels.common.countOf(m.length)),
    propField('tags', labels.form.tags, (t) => t.join(', ')),
    ...noticeFields(states),
    propField('kcKind', labels.form.kcKind, (k) => (k ? KC_KIND_LABELS[k] : '')),
    propField('kcNumber', labels.form.kcNumber),
    propField('kcAgency', labels.form.kcAgency),
    propField('lowStockThreshold', labels.form.lowStockThreshold, (n) => (n === null ? '' : String(n))),
  ];
}

/**
 * After the merge: the saved images this seller removed are deleted only where the merged form
 * left them out and they are still saved (an image the other person deleted is gone already).
 */
export function removedAfterMerge(mine: ProductFormState, theirs: ProductFormState, merged: ProductFormState) {
  const saved = new Set([...theirs.mainImages, ...theirs.coverImages].map((i) => i.id));
  const kept = new Set([...merged.mainImages, ...merged.coverImages].map((i) => i.id));
  return mine.removedImageIds.filter((id) => saved.has(id) && !kept.has(id));
}
