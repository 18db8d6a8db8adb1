import { lazy, type ComponentType } from 'react';

/** A page loaded on first visit: `lazyPage(() => import('./x.tsx'), 'XPage')`. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
