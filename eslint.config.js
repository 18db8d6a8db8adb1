// One lint setup for the whole repository. Besides the usual checks it enforces the import
// boundaries of DESIGN.md §2: domain ← server, domain ← web; in web lib/components ← features ← app,
// and no feature imports another feature; in the server, a module is imported only through its index.ts;
// no import cycles anywhere (eslint-plugin-import-x); web query keys come from lib/query-keys.ts.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint-import-boundaries.js';

const web = './apps/web/src';
const features = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '.tmp/**',
      'apps/web/src/lib/api-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
      'local/import-boundaries': [
        'error',
        {
          zones: [
            {
              target: './packages/domain',
              from: ['./apps', './e2e'],
              message: 'domain is pure: it imports nothing of the apps',
            },
            { target: './apps/server', from: './apps/web', message: 'the server never imports the web app' },
            { target: './apps/web', from: './apps/server', message: 'the web app talks to the server over HTTP only' },
            {
              target: [`${web}/lib`, `${web}/components`],
              from: [`${web}/features`, `${web}/app`],
              message: 'lib and components are shared: they import no feature and no app code',
            },
            {
              target: `${web}/features`,
              from: `${web}/app`,
              except: ['./paths.ts'],
              message: 'features use the route registry (app/paths.ts) and nothing else of app',
            },
            ...features.map((name) => ({
              target: `${web}/features/${name}`,
              from: `${web}/features`,
              except: [`./${name}`],
              message: 'a feature never imports another feature: move shared pieces to components/ or lib/',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'local/module-index': ['error', { modules: './apps/server/src/modules' }] },
  },
  {
    // A cycle hides which side depends on which; the layers above already point one way.
    files: ['packages/domain/src/**/*.ts', 'apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // One query-key factory: queries, invalidations and cache writes name keys through `queryKeys`.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/query-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Name query keys through queryKeys (lib/query-keys.ts), not literal arrays.',
        },
        {
          selector: 'CallExpression[callee.property.name=/QueryData$/] > ArrayExpression.arguments',
          message: 'Name query keys through queryKeys (lib/query-keys.ts), not literal arrays.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
