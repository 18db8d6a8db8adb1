import type { Rule } from 'eslint';

declare const plugin: { rules: Record<'import-boundaries' | 'module-index', Rule.RuleModule> };
export default plugin;
