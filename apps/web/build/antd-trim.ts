import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const UNUSED = path.join(here, 'antd-table-unused.ts');
const FORM_NAME = path.join(here, 'antd-form-name.ts');

/** Modules of antd the app never needs where they are imported, by the importer and the import. */
const REPLACED: { importer: RegExp; source: string; virtualId: string; code: string }[] = [
  {
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: './FilterDropdown',
    virtualId: '\0antd-table-no-filter-dropdown',
    code: `export { FilterDropdown as default, flattenKeys } from ${JSON.stringify(UNUSED)};`,
  },
  {
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]InternalTable\.js$/,
    source: './RcTable/VirtualTable',
    virtualId: '\0antd-table-no-virtual',
    code: `export { VirtualTable as default } from ${JSON.stringify(UNUSED)};`,
  },
  {
    importer: /[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/,
    source: '../form/hooks/useForm',
    virtualId: '\0antd-radio-form-name',
    code: `export { toNamePathStr } from ${JSON.stringify(FORM_NAME)};`,
  },
];

/**
 * Leaves out of the bundle what antd's Table imports for features the app does not use (column
 * filters, virtual scrolling), putting `antd-table-unused.ts` in their place: about 15 KB gzipped
 * less on every list screen. Radio.Group takes one helper of Form's `useForm` module from
 * `antd-form-name.ts` instead of the module (with rc-form's useForm: about 7 KB gzipped less on a
 * screen with radio buttons and no Form, such as 상품 등록).
 */
export function antdTrim(): Plugin {
  return {
    name: 'antd-trim',
    enforce: 'pre',
    resolveId(source, importer) {
      const hit = REPLACED.find((r) => r.source === source && importer && r.importer.test(importer));
      return hit?.virtualId;
    },
    load(id) {
      return REPLACED.find((r) => r.virtualId === id)?.code;
    },
  };
}
