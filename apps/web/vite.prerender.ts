import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { transform as transformCss } from 'lightningcss';
import { build, type Plugin, type Rollup } from 'vite';

// The public pages (docs/product.md §2) and the module of each, whose chunks are fetched with the app.
const PAGES: Record<string, string> = {
  '/': 'src/features/landing/pages/LandingPage.tsx',
  '/blog': 'src/features/blog/pages/BlogPage.tsx',
  '/guide': 'src/features/guide/pages/GuidePage.tsx',
  '/contact': 'src/features/contact/pages/ContactPage.tsx',
  '/privacy': 'src/features/legal/pages/PrivacyPage.tsx',
  '/terms': 'src/features/legal/pages/TermsPage.tsx',
  '/email-test': 'src/features/email-test/pages/EmailTestPage.tsx',
};
const LAYOUT = 'src/app/layouts/PublicLayout.tsx';
// The landing page `/` is not hydrated: its entry enhances the prerendered HTML (src/landing.ts).
export const LANDING_ENTRY = 'src/landing.ts';
// The app itself, which the entry (main.tsx) imports after the first paint.
const BOOT = 'src/boot.tsx';

// Where each page's HTML goes in the build; the BFF serves it for exactly that path
// (apps/bff/src/http/prerendered.ts) and index.html for every other route.
export const PRERENDERED_DIR = 'prerendered';
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

// The browsers Chakra UI v3 supports (cascade layers, :where, color-mix), for which the prefixed
// copies Emotion writes of every rule (-webkit-box, -ms-flexbox…) are dead weight.
const CSS_TARGETS = { chrome: 111 << 16, safari: (16 << 16) | (4 << 8), firefox: 115 << 16 };

// The prerendered <style> elements minified for those browsers: about a fifth fewer bytes for the
// phone to parse and match before the first paint. Emotion adopts the elements by their
// data-emotion names, not their text, so hydrated pages are unaffected.
const minifyStyles = (head: string): string =>
  head.replace(
    /(<style[^>]*>)([\s\S]*?)(<\/style>)/g,
    (_match, open: string, css: string, close: string) =>
      `${open}${transformCss({ filename: 'prerendered.css', code: Buffer.from(css), minify: true, targets: CSS_TARGETS }).code.toString()}${close}`,
  );

// Every chunk a module needs, static imports followed.
const chunkClosure = (bundle: Rollup.OutputBundle, root: string, module: string): string[] => {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId === resolve(root, module));
  if (!start) throw new Error(`No chunk for ${module}`);
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return [...seen];
};

// Prerendering (issue 6: the landing page paints before its JavaScript runs): after the browser
// build, the same app is built for Node (src/prerender.tsx) and each public page rendered into a
// copy of index.html, with Chakra's styles in <head>, the list of its route chunks on #root
// (main.tsx fetches them with the app, after the first paint, so no script competes with the HTML,
// stylesheet and font for the first paint), plus Brotli and gzip copies. main.tsx hydrates such a
// page instead of rendering it.
export const prerender = (): Plugin => {
  let root = process.cwd();
  let configFile: string | undefined;
  let bundle: Rollup.OutputBundle = {};
  let outDir = 'dist';
  return {
    name: 'nearbly-prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      configFile = config.configFile;
      outDir = resolve(root, config.build.outDir);
    },
    writeBundle(_options, output) {
      bundle = output;
    },
    async closeBundle() {
      const ssrDir = resolve(root, 'node_modules/.prerender');
      await build({
        configFile,
        root,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
          rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      const { renderPage } = (await import(
        pathToFileURL(join(ssrDir, 'prerender.mjs')).href
      )) as typeof import('./src/prerender');
      const entries = Object.values(bundle).filter(
        (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry,
      );
      const landingEntry = entries.find(
        (entry) => entry.facadeModuleId === resolve(root, LANDING_ENTRY),
      );
      if (!landingEntry) throw new Error(`No chunk for ${LANDING_ENTRY}`);
      const inEntry = new Set(
        entries
          .filter((entry) => entry !== landingEntry)
          .flatMap((entry) => chunkClosure(bundle, root, entry.facadeModuleId ?? '')),
      );
      const modules = (starts: string[], skip: Set<string>) =>
        [...new Set(starts.flatMap((module) => chunkClosure(bundle, root, module)))]
          .filter((fileName) => !skip.has(fileName))
          .map((fileName) => `/${fileName}`);
      // The Latin face of the text font, fetched with the HTML instead of after the styles are
      // parsed, so the first layout usually has it (no second layout of every line when it lands).
      const font = Object.values(bundle).find(
        (item) => item.type === 'asset' && /inter-latin-wght-normal-.*\.woff2$/.test(item.fileName),
      );
      const fontPreload = font
        ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font.fileName}">`
        : '';
      const template = (await readFile(join(outDir, 'index.html'), 'utf8')).replace(
        '</head>',
        `${fontPreload}</head>`,
      );
      const inBoot = new Set([...inEntry, ...chunkClosure(bundle, root, BOOT)]);
      await mkdir(join(outDir, PRERENDERED_DIR), { recursive: true });
      // The landing page's document: the app's scripts and stylesheet swapped for its entry's.
      const [landingScript, ...landingImports] = chunkClosure(bundle, root, LANDING_ENTRY);
      // Its stylesheets (the font's), wherever the bundler put them among its chunks.
      const landingCss = [
        ...new Set(
          [landingScript, ...landingImports].flatMap((file) => {
            const chunk = bundle[file ?? ''];
            return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          }),
        ),
      ];
      const landingTemplate = template
        // Readable and its links usable without JavaScript: no "needs JavaScript" notice.
        .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
        .replace(
          /\s*<(script type="module"|link rel="(modulepreload|stylesheet)")[^>]*>(<\/script>)?/g,
          '',
        )
        .replace(
          '</head>',
          [
            `<script type="module" crossorigin src="/${landingScript}"></script>`,
            ...landingImports.map(
              (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
            ),
            ...landingCss.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          ].join('') + '</head>',
        );
      for (const [path, module] of Object.entries(PAGES)) {
        const rendered = await renderPage(path);
        const { body } = rendered;
        const head = minifyStyles(rendered.head);
        const html =
          path === '/'
            ? landingTemplate
                .replace('</head>', `${head}</head>`)
                .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
            : template.replace('</head>', `${head}</head>`).replace(
                '<div id="root"></div>',
                // The page's route chunks, which main.tsx fetches with the app once the page is
                // painted.
                `<div id="root" data-route-modules="${modules([LAYOUT, module], inBoot).join(' ')}">${body}</div>`,
              );
        if (!html.includes(body))
          throw new Error('index.html has no empty #root to prerender into');
        const file = join(outDir, PRERENDERED_DIR, fileOf(path));
        await writeFile(file, html);
        await writeFile(
          `${file}.br`,
          brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
      }
      await rm(ssrDir, { recursive: true, force: true });
    },
  };
};
