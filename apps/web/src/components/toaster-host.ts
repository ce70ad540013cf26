import { useSyncExternalStore } from 'react';

// Whether the toast area's module (Toaster.tsx, ~11 KB gzipped with its state machines) has been
// loaded. Only features that create toasts import it (all signed-in pages), so the public pages
// never fetch it: issue 6's JavaScript budget for the landing page.
let loaded = false;
const listeners = new Set<() => void>();

export function markToasterLoaded(): void {
  if (loaded) return;
  loaded = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasterLoaded = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => loaded,
    () => false,
  );
