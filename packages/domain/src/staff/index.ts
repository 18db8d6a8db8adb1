export * from './roles.ts';
export * from './rules.ts';
export * from './activity.ts';
