// Local ESLint rule `module-index`: a file outside a server module (a folder under `modules`) imports it
// only through the module's index.ts, so a module's internals can change without reaching into its
// neighbours. (The layer boundaries are import-x/no-restricted-paths, eslint.config.js.)
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Relative import sources of a file's import and export declarations, with the node to report on. */
function importVisitors(check) {
  return {
    ImportDeclaration: (node) => check(node.source, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
    ExportAllDeclaration: (node) => check(node.source, node.source.value),
  };
}

export default {
  rules: {
    'module-index': {
      meta: {
        type: 'problem',
        docs: { description: 'code outside a module imports it only through its index.ts' },
        schema: [{ type: 'object', properties: { modules: { type: 'string' } }, additionalProperties: false }],
      },
      create(context) {
        const modules = path.resolve(root, context.options[0]?.modules ?? '.');
        const filename = context.filename;
        const moduleOf = (file) => {
          const rel = path.relative(modules, file);
          const [name, ...rest] = rel.split(path.sep);
          return rel.startsWith('..') || path.isAbsolute(rel) || rest.length === 0 ? null : { name, rest };
        };
        const own = moduleOf(filename)?.name;
        function check(node, source) {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = moduleOf(path.resolve(path.dirname(filename), source));
          if (!target || target.name === own || target.rest.join('/') === 'index.ts') return;
          context.report({
            node,
            message: `import the ${target.name} module through its index.ts, not its internals (${source})`,
          });
        }
        return importVisitors(check);
      },
    },
  },
};
