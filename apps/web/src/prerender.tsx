import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router';

import { AppInteractive } from '@/app/AppInteractive';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';

export type PrerenderedPage = {
  // The markup inside #root.
  body: string;
  // Chakra's styles for it, as <style> elements for <head>.
  head: string;
};

// Emotion's own shape of server-rendered styles (as @emotion/server's extractCriticalToChunks
// writes them): one element per global style and one for the class styles, each naming what it
// holds, so Emotion in the browser adopts them instead of inserting the same rules again.
function styleElements(cache: ReturnType<typeof createCache>): string {
  const globals: string[] = [];
  const classIds: string[] = [];
  let classCss = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${css}</style>`);
    } else {
      classIds.push(id);
      classCss += css;
    }
  }
  return `${globals.join('')}<style data-emotion="${cache.key} ${classIds.join(' ')}">${classCss}</style>`;
}

// Build-time only (vite.prerender.ts): the HTML of a public page as a first-time visitor's browser
// renders it (signed out, light mode, plans still loading), so the page paints before its
// JavaScript has run; main.tsx then hydrates it.
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Prerendering ${path} redirected`);
  if (context.statusCode !== 200) throw new Error(`Prerendering ${path} gave ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Compat mode: Emotion keeps the rules in the cache instead of inline <style> elements.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const body = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders store={makeStore()}>
          {/* No hydration data: the routes have no loaders, and the CSP forbids inline scripts. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
        <AppInteractive />
      </CacheProvider>
    </StrictMode>,
  );
  return { body, head: styleElements(cache) };
}
