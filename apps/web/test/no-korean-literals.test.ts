import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * User-facing Korean lives in the domain's catalogues (`messages.ts`, `labels.ts`): components hold
 * no text of their own. This fails on a Korean string, template or JSX text in `apps/web/src`
 * outside the files listed here (comments do not count).
 */
const ALLOWED = new Set<string>([
  // The privacy policy is a document, not screen text.
  'features/legal/privacy-page.tsx',
  // Generated from the contract (openapi-typescript): its enums are the domain's codes, typed, not text.
  'lib/api-types.ts',
]);

const src = path.resolve(import.meta.dirname, '../src');
const hangul = /[\u3131-\u318E\uAC00-\uD7A3]/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The Korean literals of one file, as `line: text`. */
export function koreanLiterals(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node)) &&
      hangul.test(node.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${line + 1}: ${node.text.trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('web text comes from the catalogues', () => {
  it('finds Korean in strings, templates and JSX text but not in comments', () => {
    const sample = `// 주석\nconst a = '가';\nconst b = \`\${a}나\`;\nconst c = <p title="다">라</p>;\n/* 마 */`;
    expect(koreanLiterals('x.tsx', sample)).toEqual(['2: 가', '3: 나', '4: 다', '4: 라']);
  });

  it('has no Korean literal in apps/web/src outside the allowed files', () => {
    const offending = files(src)
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .filter((rel) => !ALLOWED.has(rel))
      .flatMap((rel) => koreanLiterals(rel, readFileSync(path.join(src, rel), 'utf8')).map((l) => `${rel}:${l}`));
    expect(offending).toEqual([]);
  });
});
