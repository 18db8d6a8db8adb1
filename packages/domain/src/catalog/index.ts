export * from './categories.ts';
export * from './filters.ts';
export * from './size-categories.ts';
