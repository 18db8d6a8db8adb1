import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../src/contract/index.ts';
import {
  BUNDLE_DESCRIPTION_MAX,
  BUNDLE_EVENT_NAME_MAX,
  bundleProblem,
  checkInvitation,
  checkModel,
  checkNewTag,
  checkNotice,
  checkQnaReply,
  checkSizeTable,
  contentTextLength,
  cutText,
  DELIVERY_TEMPLATE_NAME_MAX,
  EDITOR_TEXT_LIMIT,
  isStrongPassword,
  MAX_TAG_LENGTH,
  MODEL_DESCRIPTION_MAX,
  NOTICE_GROUP_INFO,
  PASSWORD_MAX,
  QNA_REPLY_MAX,
  SIZE_CATEGORIES,
  SIZE_CELL_MAX,
  STAFF_NAME_MAX,
  templateProblem,
  textLength,
  type BundleDraft,
} from '../src/index.ts';

/** An astral character: two UTF-16 units, one code point, as JSON Schema's maxLength counts it. */
const EMOJI = '😀';
const emoji = (n: number) => EMOJI.repeat(n);

describe('textLength and cutText count code points', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['가나다', 3],
    [EMOJI, 1],
    [`a${EMOJI}b${EMOJI}`, 4],
    ['👍🏽', 2], // a skin tone is a code point of its own, as JSON Schema counts it
    ['\ud800', 1], // a lone surrogate (refused as text elsewhere) counts once
  ])('%j has %i', (text, length) => expect(textLength(text)).toBe(length));

  it('cuts at a character, never inside an emoji', () => {
    expect(cutText(emoji(5), 3)).toBe(emoji(3));
    expect(cutText(`ab${EMOJI}cd`, 3)).toBe(`ab${EMOJI}`);
    expect(cutText('abcdef', 4)).toBe('abcd');
    expect(cutText('ab', 4)).toBe('ab');
    expect(textLength(cutText(`${EMOJI}a`.repeat(60), 101))).toBe(101);
  });
});

interface Limited {
  path: string;
  schema: z.ZodType;
  max?: number;
  min?: number;
}

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
/** The schema as the document states it. */
const documented = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/**
 * Every string schema of the contract that carries a length limit, from each exported schema down
 * through objects, arrays, unions, pipes and wrappers. Text with a pattern or a format (codes, dates,
 * URLs) is left out: an emoji cannot match it anyway.
 */
function limitedTexts(): Limited[] {
  const found = new Map<z.ZodType, Limited>();
  const seen = new Set<z.ZodType>();
  const walk = (schema: z.ZodType, path: string) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = defOf(schema);
    if (schema instanceof z.ZodString) {
      const max = schema.maxLength ?? undefined;
      const min = schema.minLength ?? undefined;
      const { pattern, format } = documented(schema);
      if (!pattern && !format && (max !== undefined || (min ?? 0) > 1)) found.set(schema, { path, schema, max, min });
    }
    const child = (key: string, name = path) => {
      const value = def[key];
      if (value instanceof z.ZodType) walk(value, name);
    };
    if (def.type === 'object')
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) walk(value, `${path}.${key}`);
    if (def.type === 'union') (def.options as z.ZodType[]).forEach((option, i) => walk(option, `${path}|${i}`));
    child('innerType');
    child('in');
    child('out');
    child('element', `${path}[]`);
    child('left');
    child('right');
    child('keyType');
    child('valueType', `${path}{}`);
  };
  for (const [name, value] of Object.entries(contract)) if (value instanceof z.ZodType) walk(value, name);
  return [...found.values()];
}

describe('every text limit of the contract counts code points, as the document’s maxLength does', () => {
  const texts = limitedTexts();

  it('finds the limits', () => {
    expect(texts.filter((t) => t.max !== undefined).length).toBeGreaterThan(80);
  });

  it('takes max emoji and refuses max + 1, for every string schema with a max', () => {
    const wrong = texts
      .filter((t) => t.max !== undefined)
      .flatMap(({ path, schema, max }) => [
        ...(schema.safeParse(emoji(max!)).success ? [] : [`${path}: ${max} emoji refused`]),
        ...(schema.safeParse(emoji(max! + 1)).success ? [`${path}: ${max! + 1} emoji taken`] : []),
      ]);
    expect(wrong).toEqual([]);
  });

  it('counts a minimum above one in code points too', () => {
    for (const { path, schema, min } of texts.filter((t) => (t.min ?? 0) > 1)) {
      expect(schema.safeParse(emoji(min!)).success, path).toBe(true);
      expect(schema.safeParse(emoji(min! - 1)).success, path).toBe(false);
    }
  });

  it('states the same number as maxLength in the document', () => {
    for (const { path, schema, max } of texts.filter((t) => t.max !== undefined))
      expect(documented(schema).maxLength, path).toBe(max);
  });

  it('keeps the limits a body states for its save check (bundle name and description) in code points', () => {
    const body = (patch: Partial<BundleDraft>) =>
      contract.bundleSaveSchema.safeParse({
        marketId: 1,
        startDateTime: '2026-12-01T00:00:00',
        endDateTime: '2026-12-31T23:59:59',
        eventName: '묶음',
        description: '설명',
        feeType: 'FREE',
        productCodes: ['P-1'],
        ...patch,
      }).success;
    expect(body({ eventName: emoji(BUNDLE_EVENT_NAME_MAX), description: emoji(BUNDLE_DESCRIPTION_MAX) })).toBe(true);
    expect(body({ eventName: emoji(BUNDLE_EVENT_NAME_MAX + 1) })).toBe(false);
    expect(body({ description: emoji(BUNDLE_DESCRIPTION_MAX + 1) })).toBe(false);
  });
});

describe('the rules that check a text limit themselves count code points', () => {
  const bundle: BundleDraft = {
    startDateTime: '2026-12-01T00:00:00',
    endDateTime: '2026-12-31T23:59:59',
    eventName: '묶음',
    description: '설명',
    feeType: 'FREE',
    intCondition: 0,
    deliveryFee: 0,
    productCodes: ['P-1'],
  };
  const free = { feeType: 'FREE', defaultFee: 0, intCondition: 0 } as const;
  const wear = NOTICE_GROUP_INFO.WEAR;
  const noticeField = wear.fields[0]!;
  const gloves = SIZE_CATEGORIES.find((c) => c.measurements.some((m, i) => i > 0 && m.kind === 'text'))!;
  const textColumn = gloves.measurements.findIndex((m) => m.kind === 'text');
  const sizeTable = (cell: string) => ({
    categoryName: gloves.name,
    columns: gloves.measurements.map((m) => m.name),
    rows: [gloves.measurements.map((m, i) => (i === textColumn ? cell : m.kind === 'text' ? '보통' : '10'))],
  });
  const noKc = { kcKind: null, kcNumber: '', kcAgency: '' };
  const wearValues = Object.fromEntries(wear.fields.map((f) => [f.key, '값']));

  it.each([
    ['bundle name', BUNDLE_EVENT_NAME_MAX, (t: string) => bundleProblem({ ...bundle, eventName: t })],
    ['bundle description', BUNDLE_DESCRIPTION_MAX, (t: string) => bundleProblem({ ...bundle, description: t })],
    [
      'delivery template name',
      DELIVERY_TEMPLATE_NAME_MAX,
      (t: string) => templateProblem({ marketDeliveryName: t, ...free }),
    ],
    ['tag', MAX_TAG_LENGTH, (t: string) => checkNewTag([], t)],
    [
      'notice item',
      noticeField.max,
      (t: string) => checkNotice(wear, { ...wearValues, [noticeField.key]: t }, noKc, 'none')?.key ?? null,
    ],
    ['size table cell', SIZE_CELL_MAX, (t: string) => checkSizeTable(sizeTable(t))],
    ['staff name', STAFF_NAME_MAX, (t: string) => checkInvitation({ name: t, loginId: 'kimsu', role: 'cs' })],
    [
      'model description',
      MODEL_DESCRIPTION_MAX,
      (t: string) => checkModel({ name: '모델', description: t, hasImage: true }),
    ],
    ['inquiry reply', QNA_REPLY_MAX, (t: string) => checkQnaReply(t)],
  ])('%s: max emoji pass, max + 1 do not', (_name, max, problem) => {
    expect(problem(emoji(max))).toBeNull();
    expect(problem(emoji(max + 1))).not.toBeNull();
  });

  it('password and the editor text count code points', () => {
    expect(isStrongPassword(`a1${emoji(PASSWORD_MAX - 2)}`)).toBe(true);
    expect(isStrongPassword(`a1${emoji(PASSWORD_MAX - 1)}`)).toBe(false);
    expect(contentTextLength(`<p>${emoji(EDITOR_TEXT_LIMIT)}</p>`)).toBe(EDITOR_TEXT_LIMIT);
  });
});
