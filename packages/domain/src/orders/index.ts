export * from './statuses.ts';
export * from './screens.ts';
export * from './transitions.ts';
export * from './actions.ts';
export * from './search.ts';
export * from './delivery.ts';
export * from './columns.ts';
export * from './payments.ts';
