export * from './carriers.ts';
export * from './fee-types.ts';
export * from './templates.ts';
export * from './bundles.ts';
