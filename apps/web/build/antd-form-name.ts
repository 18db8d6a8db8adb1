import { toArray } from 'antd/es/form/util';

/**
 * antd's `toNamePathStr` on its own, resolved by `antdTrim` (build/antd-trim.ts) for antd's
 * Radio.Group, which uses only this helper of `antd/es/form/hooks/useForm.js`. That module is whole in
 * the chunk Form's screens share, with rc-form's useForm and scroll-into-view: a radio group on a
 * screen without a Form otherwise brought that chunk (about 7 KB gzipped). The same one line as antd's.
 */
export function toNamePathStr(name: Parameters<typeof toArray>[0]): string {
  return toArray(name).join('_');
}
