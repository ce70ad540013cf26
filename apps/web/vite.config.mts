import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { LANDING_ENTRY, prerender } from './vite.prerender';

// Brotli and gzip copies of every script, stylesheet and SVG of the build, at the highest level,
// made once here; the BFF serves the copy the browser accepts (apps/bff/src/http/precompressed.ts).
const precompress = (): Plugin => ({
  name: 'nearbly-precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const dir = options.dir ?? 'dist';
    const files = Object.keys(bundle).filter((name) => /\.(js|css|svg)$/.test(name));
    await Promise.all(
      files.map(async (name) => {
        const data = await readFile(join(dir, name));
        await writeFile(
          join(dir, `${name}.br`),
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(join(dir, `${name}.gz`), gzipSync(data, { level: 9 }));
      }),
    );
  },
});

// The BFF (apps/bff) serves /api on port 3000; in development Vite forwards /api to it so the
// browser sees one origin, as in production.
const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

export default defineConfig({
  plugins: [react(), precompress(), prerender()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true, proxy: api },
  preview: { port: 4173, strictPort: true, proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // The app (index.html) and the landing page's own entry, which enhances its prerendered HTML
      // instead of hydrating it (vite.prerender.ts, src/landing.ts).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        landing: fileURLToPath(new URL(`./${LANDING_ENTRY}`, import.meta.url)),
      },
      treeshake: {
        // Chakra's theme helpers are identity functions (`defineSlotRecipe = (v) => v`) the
        // bundler cannot see through: every top-level `defineXxx({...})` of Chakra's theme (all
        // ~60 component recipes) stayed in the landing page's JavaScript although only the ones
        // listed in src/app/theme.ts are used. Marked pure, the unused ones are dropped.
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineKeyframes',
          'defineGlobalStyles',
          'defineStyle',
          'defineTextStyles',
          'defineAnimationStyles',
          'defineLayerStyles',
          'defineTokens',
          'defineSemanticTokens',
        ],
      },
    },
  },
});
