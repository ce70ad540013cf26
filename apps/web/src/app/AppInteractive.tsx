import { useEffect } from 'react';

// Rendered once beside the app, on the server as in the browser (so both trees have the same
// shape): once React has hydrated a prerendered page, the page stops being inert (main.tsx).
export function AppInteractive() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) root.inert = false;
  }, []);
  return null;
}
