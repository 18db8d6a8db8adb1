import { createElement as h, Fragment, type ReactNode } from 'react';
import type { Plugin } from 'vite';
import { theme } from '../src/app/theme.ts';

/** `import 'virtual:antd.css'`: antd's component styles for the app's theme, as a plain CSS file. */
const VIRTUAL_ID = 'virtual:antd.css';
const RESOLVED_ID = '\0antd-static.css';
/** antd's modules that define component styles (`genStyleHooks(...)` and its siblings). */
const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/](.+[\\/]style[\\/]|_util[\\/]wave[\\/]style\.js)/;
const STYLE_HOOKS = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);

type Antd = typeof import('antd');

/** Style hooks the bundle holds that the app's theme never renders. */
const NEVER_RENDERED = new Set([
  'Pagination-bordered', // only with the `wireframe` token
]);

/**
 * What the build renders to collect the styles: every antd component the app can show, in the
 * forms that register their own style parts (an input's password and text-area parts, a modal's
 * confirm part). The build fails when the bundle holds an antd style that this list does not render.
 */
function everyComponent(antd: Antd): ReactNode {
  const { Button, Input, Modal, Space, Layout, Form, Tag, Pagination, Tooltip } = antd;
  return h(
    Fragment,
    null,
    h(antd.Alert),
    h(Button),
    h(Space.Compact, null, h(Button), h(Space.Addon, null, '1')),
    h(Space),
    h(antd.Card),
    h(antd.Checkbox),
    h(antd.Descriptions),
    h(antd.Drawer),
    h(antd.Dropdown, { menu: { items: [] } }, h('div')),
    h(antd.Empty),
    h(Form, null, h(Form.Item)),
    h(antd.Row, null, h(antd.Col)),
    h(Input),
    h(Input.Search),
    h(Input.TextArea),
    h(Input.Password),
    h(Input.OTP),
    h(antd.InputNumber),
    h(Layout, null, h(Layout.Sider), h(Layout.Content)),
    h(antd.List),
    h(antd.Menu, { items: [] }),
    h(Modal._InternalPanelDoNotUseOrYouWillBeFired),
    h(Modal._InternalPanelDoNotUseOrYouWillBeFired, { type: 'confirm' }),
    h(Pagination, { total: 100 }),
    h(antd.Progress),
    h(antd.Radio),
    h(antd.Result),
    h(antd.Select),
    h(antd.Skeleton),
    h(antd.Spin),
    h(antd.Switch),
    h(antd.Table),
    h(antd.Tabs),
    h(Tag, { color: 'blue' }),
    h(Tag, { color: 'success' }),
    h(Tooltip._InternalPanelDoNotUseOrYouWillBeFired),
    h(antd.Tree, { treeData: [] }),
    h(antd.Upload),
  );
}

/** The cache path of a style hook: `genStyleHooks('Button')` registers `Button-Button`, `(['Input', 'OTP'])` `Input-OTP`. */
function hookPath(argument: { type: string; value?: unknown; elements?: { value?: unknown }[] }): string | undefined {
  if (argument.type === 'Literal' && typeof argument.value === 'string') return `${argument.value}-${argument.value}`;
  if (argument.type === 'ArrayExpression') return argument.elements?.map((e) => String(e.value)).join('-');
  return undefined;
}

/**
 * antd without CSS-in-JS in the browser (antd's `zeroRuntime`): at build time (and when the dev
 * server starts) antd's own style functions run once in Node over `everyComponent`, with the app's
 * theme, and give `virtual:antd.css`: the same rules, hashed the same way, that antd would have
 * written into the page at run time. The build then leaves the style functions out of the bundle
 * (the browser never calls them) and fails if the bundle can show a component whose styles the file
 * lacks. Theme colours still reach the page as CSS variables, which antd sets at run time.
 */
export function antdStaticCss(): Plugin {
  let build = false;
  /** Style hooks each antd style module declares. */
  const hooksOf = new Map<string, string[]>();
  let rendered = new Set<string>();

  return {
    name: 'antd-static-css',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // Rendered with the mode the browser bundle has: antd's class hash differs between the two.
      const [antd, cssinjs, server] = await Promise.all([
        import('antd'),
        import('@ant-design/cssinjs'),
        import('react-dom/server'),
      ]);
      const cache = cssinjs.createCache();
      server.renderToString(
        h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, everyComponent(antd))),
      );
      rendered = new Set(
        [...cache.cache.keys()].filter((key) => key.startsWith('style%')).map((key) => key.split('%')[2] ?? ''),
      );
      // Only the component styles: the theme's CSS variables are set at run time by antd.
      return cssinjs.extractStyle(cache, { plain: true, types: 'style' });
    },
    transform(code, id) {
      if (!build || !STYLE_MODULE.test(id) || !/gen(StyleHooks|SubStyleComponent|ComponentStyleHook)\(/.test(code))
        return undefined;
      // Each style hook's style function becomes `() => []`: with zeroRuntime nothing calls it, and
      // what only it used (most of each style module) drops out of the bundle.
      const cuts: [number, number][] = [];
      const hooks: string[] = [];
      const visit = (node: unknown) => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        const n = node as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- an ESTree node
        if (n.type === 'CallExpression' && STYLE_HOOKS.has(n.callee?.name) && n.arguments[1]) {
          const path = hookPath(n.arguments[0]);
          if (path) hooks.push(path);
          cuts.push([n.arguments[1].start, n.arguments[1].end]);
        }
        for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
      };
      visit(this.parse(code));
      hooksOf.set(id, hooks);
      let out = code;
      for (const [start, end] of cuts.sort((a, b) => b[0] - a[0]))
        out = `${out.slice(0, start)}() => []${out.slice(end)}`;
      return { code: out, map: null };
    },
    generateBundle(_options, bundle) {
      const bundled = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) {
          if (module.renderedLength > 0) for (const hook of hooksOf.get(id) ?? []) bundled.add(hook);
        }
      }
      const missing = [...bundled].filter((hook) => !rendered.has(hook) && !NEVER_RENDERED.has(hook));
      if (missing.length)
        this.error(
          `antd styles the bundle uses but virtual:antd.css lacks: ${missing.join(', ')}. ` +
            'Render those components in everyComponent (apps/web/build/antd-static-css.ts).',
        );
    },
  };
}
