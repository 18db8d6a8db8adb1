import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sizeIllustrationSvg, unmarkedMeasurements } from '../src/catalog/size-illustrations.ts';
import { SIZE_CATEGORIES } from '../src/index.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/web/public/size-illustrations');

describe('size illustrations', () => {
  it.each(SIZE_CATEGORIES.map((c) => [c.code, c] as const))(
    '%s: the served file is the current drawing',
    (code, category) => {
      const file = path.join(dir, `${code}.svg`);
      expect(existsSync(file), 'run: npx tsx apps/web/scripts/size-illustrations.ts').toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(sizeIllustrationSvg(category));
    },
  );

  it('has no file without a size category', () => {
    expect(readdirSync(dir).sort()).toEqual(SIZE_CATEGORIES.map((c) => `${c.code}.svg`).sort());
  });

  it('marks every measurement on the drawing and lists it in the legend', () => {
    for (const category of SIZE_CATEGORIES) {
      expect(unmarkedMeasurements(category), category.code).toEqual([]);
      const svg = sizeIllustrationSvg(category);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/<script|on\w+=/i);
      for (const m of category.measurements.slice(1)) expect(svg).toContain(m.name);
    }
  });
});
