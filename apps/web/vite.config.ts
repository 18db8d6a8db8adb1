import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticCss } from './build/antd-static-css.ts';
import { antdTrim } from './build/antd-trim.ts';
import { precompress } from './build/precompress.ts';

const api = process.env.API_URL ?? 'http://localhost:8080';
const PURE_PACKAGES = /node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors))[\\/]/;

export default defineConfig({
  plugins: [react(), antdStaticCss(), antdTrim(), precompress()],
  server: { proxy: { '/sw': api, '/files': api, '/docs': api } },
  build: {
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // antd's rc-component packages and style helpers declare no `sideEffects`, though importing them
        // does nothing but define: saying so lets the build drop what a screen never uses (antd's
        // ConfigProvider alone otherwise pulls in all of rc-form and its validator).
        moduleSideEffects: (id) => (PURE_PACKAGES.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // What the entry imports statically, which every screen runs, in one file: a phone on a slow
            // link fetched some 25 small files before the first render, six at a time.
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
