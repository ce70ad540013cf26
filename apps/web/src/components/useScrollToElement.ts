import { useEffect } from 'react';
import { useLocation } from 'react-router';

// Deep links into a page (an insight's action: /gmb#task-photos, /keywords?keyword=<id>): once
// `ready` (the page's data has arrived), bring the element with this id into view and move focus
// there for keyboard and screen-reader users. Runs again on every navigation to the same link.
export function useScrollToElement(elementId: string | null, ready: boolean): void {
  const { key } = useLocation();
  useEffect(() => {
    if (!ready || !elementId) return;
    const target = document.getElementById(elementId);
    if (!target) return;
    target.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [elementId, ready, key]);
}

// The element id named by the address's #hash, if any.
export function useHashTarget(): string | null {
  const { hash } = useLocation();
  return hash ? decodeURIComponent(hash.slice(1)) : null;
}
