import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The DOM build of RouterProvider (react-router/dom), which updates with react-dom's flushSync.
import { RouterProvider } from 'react-router/dom';

import { AppInteractive } from '@/app/AppInteractive';
import { AppProviders } from '@/app/AppProviders';
import { createAppRouter, loadMatchedRoutes } from '@/app/router';
import { makeStore } from '@/app/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = makeStore();

const app = (prerendered: boolean) => (
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={createAppRouter({ prerendered })} />
    </AppProviders>
    <AppInteractive />
  </StrictMode>
);

// The public pages arrive prerendered (vite.prerender.ts): their code is loaded first, so the first
// render matches the HTML, then hydrated in a transition, which React does in small slices instead
// of one long task. Every other route is rendered in the browser.
if (container.hasChildNodes()) {
  void loadMatchedRoutes(window.location).then(() =>
    startTransition(() => {
      hydrateRoot(container, app(true));
    }),
  );
} else {
  createRoot(container).render(app(false));
}
