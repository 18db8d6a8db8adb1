import { EDITOR_MAX_HEIGHT, EDITOR_MIN_HEIGHT } from '@seller/domain';
import type { CSSProperties } from 'react';

/** The body's least and greatest height, for the editor and its placeholder alike. */
export const editorFrameStyle = {
  ['--rte-min' as string]: `${EDITOR_MIN_HEIGHT}px`,
  ['--rte-max' as string]: `${EDITOR_MAX_HEIGHT}px`,
} as CSSProperties;
