import { lazy, type ComponentType } from 'react';
import { loadChunk } from './chunk-reload.ts';

/**
 * A component loaded the first time it renders, from a module's named export:
 * `lazyNamed(() => import('./x.tsx'), 'X')`. For pages, popups and editors most visits never open.
 * A chunk missing after a deploy reloads the page once (`loadChunk`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself allows
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await loadChunk(load))[name] }));
}
