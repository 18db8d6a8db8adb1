export * from './holidays.ts';
export * from './business-days.ts';
