export * from './mask.ts';
export * from './rules.ts';
