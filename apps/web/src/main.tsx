import '@fontsource-variable/inter';

import { applyStoredColorMode } from '@/components/color-mode-storage';

// The entry only waits for the browser's first paint, then loads the app (boot.tsx and the chunks it
// needs, fetched in parallel). A prerendered public page (vite.prerender.ts) is thus on screen
// before any of the app's JavaScript is fetched or run (LCP: the hero's heading, in the HTML); a
// client-rendered route loses one frame.
// Until the app has taken the prerendered page over, the page is inert: a click or a keystroke
// waits for the app instead of being lost on markup without behaviour (boot.tsx lifts it).
const root = document.getElementById('root');
if (root?.hasChildNodes()) {
  root.inert = true;
  applyStoredColorMode();
}

requestAnimationFrame(() => {
  // A message runs after the frame the animation callback belongs to has been painted.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    // The prerendered page's own chunks, fetched along with the app's.
    for (const href of root?.dataset.routeModules?.split(' ').filter(Boolean) ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    return import('./boot').catch((error: unknown) => {
      // Without the app, the page's links and text still work.
      if (root) root.inert = false;
      throw error;
    });
  };
  channel.port2.postMessage(undefined);
});
