// One lint setup for the whole repository. Besides the usual checks it enforces the import
// boundaries of DESIGN.md §2 (import-x/no-restricted-paths): domain ← server, domain ← web; in web
// lib/components ← features ← app, and no feature imports another feature; in the server, a module is
// imported only through its index.ts (local/module-index); no import cycles anywhere; web query keys
// come from lib/query-keys.ts; the web calls the API only through the typed client (lib/http.ts).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import moduleIndex from './tools/eslint-module-index.js';

const web = './apps/web/src';
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
};
const features = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The typed client's answer is the route's: no type argument or cast puts a hand-written type on it
 * (issue 19 point 1). Part of the web's `no-restricted-syntax`, which a later block would replace.
 */
const apiContract = [
  {
    selector: "CallExpression[callee.name='answer'][typeArguments]",
    message: 'The answer type comes from the route (lib/api-types.ts); do not write it by hand.',
  },
  ...[
    ":matches(TSAsExpression, TSTypeAssertion) > CallExpression[callee.name='answer']",
    ":matches(TSAsExpression, TSTypeAssertion) > AwaitExpression > CallExpression[callee.name='answer']",
  ].map((selector) => ({
    selector,
    message: 'The answer type comes from the route (lib/api-types.ts); do not cast it.',
  })),
];

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
      '.tsbuild/**',
      'apps/web/src/lib/api-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/domain/**/*.ts', 'apps/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': [
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
    plugins: { local: moduleIndex },
    rules: { 'local/module-index': ['error', { modules: './apps/server/src/modules' }] },
  },
  {
    // A cycle hides which side depends on which; the layers above already point one way.
    files: ['packages/domain/src/**/*.ts', 'apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
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
        ...apiContract,
        {
          // antd's icons name themselves in English ("download"), which a screen reader reads
          // inside the button's Korean name; the button's text or aria-label names it.
          selector:
            "JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name='aria-hidden']))",
          message: 'Icons are decoration: give them aria-hidden and name the control in Korean.',
        },
      ],
    },
  },
  {
    // The API's types come from the server's routes (lib/api-types.ts): every call goes through the
    // typed client, whose one fetch is in lib/http.ts.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/http.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through the typed client (lib/http.ts: client, answer).' },
      ],
    },
  },
  {
    // The browser tests call the API through the typed client (e2e/api.ts), as the web does: an API
    // path is written only as the first argument of its GET/POST/PUT/DELETE, so a path, parameter or
    // field the contract renames fails the type check. A call the typed client cannot express (a body
    // the contract forbids) disables this on its line, with the reason.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/sw\\//]', 'TemplateLiteral[quasis.0.value.raw=/^\\/sw\\//]'].map((path) => ({
          // Allowed: the typed call's path, and a path naming a type (`paths['/sw/…']`).
          selector: `${path}:not(CallExpression[callee.property.name=/^(GET|POST|PUT|PATCH|DELETE)$/] > ${path}.arguments:first-child, TSLiteralType > ${path})`,
          message: 'Call the API through the typed client (e2e/api.ts: apiClient, operatorClient, platformClient).',
        })),
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
