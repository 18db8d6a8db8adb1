import type { Rule } from 'eslint';

declare const plugin: { rules: Record<'module-index', Rule.RuleModule> };
export default plugin;
