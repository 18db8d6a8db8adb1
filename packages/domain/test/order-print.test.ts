import { describe, expect, it } from 'vitest';
import { codesForMessage, parsePrintCodes, pickListLines } from '../src/index.ts';

describe('print pages', () => {
  it('reads the codes parameter: trimmed, empty parts and repeats left out, in order', () => {
    expect(parsePrintCodes(' B2, A1,,B2 ,C3,')).toEqual(['B2', 'A1', 'C3']);
    expect(parsePrintCodes(null)).toEqual([]);
    expect(parsePrintCodes('')).toEqual([]);
  });

  it('names the first five codes of a refusal and how many more', () => {
    expect(codesForMessage(['A', 'B'])).toBe('A, B');
    expect(codesForMessage(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B, C, D, E 외 2건');
  });

  it('adds up the pick list per product and option and sorts it for walking the shelves', () => {
    const line = (productCode: string, productName: string, options: string, count: number) => ({
      productCode,
      productName,
      options,
      count,
    });
    expect(
      pickListLines([
        line('P10', '셔츠', 'M', 2),
        line('P2', '코트', '블랙/L', 1),
        line('P10', '셔츠', 'L', 1),
        line('P10', '셔츠', 'M', 3),
        line('P2', '코트', '블랙/L', 4),
        line('P10', '셔츠', '', 1),
      ]),
    ).toEqual([
      { productCode: 'P2', productName: '코트', options: '블랙/L', quantity: 5, orders: 2 },
      { productCode: 'P10', productName: '셔츠', options: '', quantity: 1, orders: 1 },
      { productCode: 'P10', productName: '셔츠', options: 'L', quantity: 1, orders: 1 },
      { productCode: 'P10', productName: '셔츠', options: 'M', quantity: 5, orders: 2 },
    ]);
  });
});
