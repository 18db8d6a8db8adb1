import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/** Where the shell's pages are named, each `key: lazyNamed(() => import('../features/…'), …)`. */
const PAGES = 'src/app/pages.tsx';
const PAGE_IMPORT = /^\s*(\w+): lazyNamed\(\s*\(\) => import\('([^']+)'\)/gm;

/**
 * Writes `pages/<key>.html` for each shell page: index.html with `<link rel="modulepreload">` for the
 * page's own scripts (its chunk and the chunks it imports that the entry does not) and a preload of
 * its stylesheets. The server answers `/<key>` with it (app.ts), so a browser opening a screen
 * fetches the page's scripts beside the entry's instead of after the entry has run: on a phone's
 * link that waiting was most of the time before the screen showed (issue 39 §4). They ask for a
 * low priority: the entry, React and the stylesheet, which the first paint waits for, go first. The links are
 * plain markup, so the Content-Security-Policy (scripts from 'self' only) stays as it is.
 */
export function pagePreloads(): Plugin {
  let root = '';
  return {
    name: 'page-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const closure = (start: OutputChunk, into = new Set<string>()) => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const file of start.imports) {
          const chunk = byFile.get(file);
          if (chunk) closure(chunk, into);
        }
        return into;
      };
      const loaded = closure(entry);
      const pagesFile = path.join(root, PAGES);
      const source = readFileSync(pagesFile, 'utf8');
      const index = String(html.source);
      for (const [, key, specifier] of source.matchAll(PAGE_IMPORT)) {
        const module = path.resolve(path.dirname(pagesFile), specifier!);
        const chunk = chunks.find((c) => c.facadeModuleId === module);
        if (!chunk) continue;
        const scripts = [...closure(chunk)].filter((file) => !loaded.has(file));
        const styles = new Set<string>();
        for (const file of scripts)
          for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) styles.add(css);
        const links = [
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
          ...[...styles].map(
            (file) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}">`,
          ),
        ].join('\n    ');
        this.emitFile({
          type: 'asset',
          fileName: `pages/${key}.html`,
          source: index.replace('</head>', `    ${links}\n  </head>`),
        });
      }
    },
  };
}
