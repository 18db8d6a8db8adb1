export * from './qna.ts';
export * from './model.ts';
export * from './password.ts';
export * from './fields.ts';
