export * from './pricing.ts';
export * from './tags.ts';
export * from './options.ts';
export * from './validation.ts';
export * from './content.ts';
export * from './details.ts';
export * from './code.ts';
export * from './list-keys.ts';
