/**
 * Writes the size-category illustrations (generated from packages/domain, never edited by hand) to
 * apps/web/public/size-illustrations/<code>.svg, where the web app serves them.
 * Run after changing the size catalogue: `npx tsx apps/web/scripts/size-illustrations.ts`
 * (packages/domain/test/size-illustrations.test.ts fails while the files are stale).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIZE_CATEGORIES } from '@seller/domain';
import { sizeIllustrationSvg } from '../../../packages/domain/src/catalog/size-illustrations.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/size-illustrations');
mkdirSync(dir, { recursive: true });
const wanted = new Set(SIZE_CATEGORIES.map((c) => `${c.code}.svg`));
for (const file of readdirSync(dir)) if (!wanted.has(file)) rmSync(path.join(dir, file));
for (const category of SIZE_CATEGORIES)
  writeFileSync(path.join(dir, `${category.code}.svg`), sizeIllustrationSvg(category));
console.log(`${SIZE_CATEGORIES.length} illustrations written to ${dir}`);
