import { useSyncExternalStore } from 'react';

const subscribe = (onScroll: () => void) => {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
};

// True once the page is scrolled more than `threshold` pixels down (SPEC §2: the landing nav turns
// solid after 50 px, the mobile call to action appears after 500 px). A prerendered page is
// hydrated as at the top (its HTML was), then updated to the real scroll position.
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
