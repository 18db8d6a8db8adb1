import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rules from '../../../tools/eslint-module-index.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const at = (file: string) => path.join(src, file);
const options = [{ modules: './apps/server/src/modules' }];

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'module-index',
  rules.rules['module-index'],
  {
    valid: [
      { filename: at('modules/qnas/service.ts'), code: "import { x } from '../orders/index.ts';", options },
      { filename: at('modules/orders/service.ts'), code: "import { x } from './order-json.ts';", options },
      { filename: at('modules/index.ts'), code: "import { x } from './orders/index.ts';", options },
      { filename: at('seed/demo.ts'), code: "import { x } from '../db/client.ts';", options },
      { filename: at('modules/qnas/service.ts'), code: "import { x } from '@seller/domain';", options },
    ],
    invalid: [
      {
        filename: at('modules/qnas/service.ts'),
        code: "import { x } from '../orders/order-json.ts';",
        options,
        errors: [
          { message: 'import the orders module through its index.ts, not its internals (../orders/order-json.ts)' },
        ],
      },
      {
        filename: at('seed/products.ts'),
        code: "export { loadCatalog } from '../modules/catalog/loader.ts';",
        options,
        errors: 1,
      },
      { filename: at('plugins/auth.ts'), code: "const m = import('../modules/auth/service.ts');", options, errors: 1 },
    ],
  },
);
