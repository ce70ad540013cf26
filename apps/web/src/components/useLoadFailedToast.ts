import { useEffect } from 'react';

import { errorMessageOf } from '@/app/errors';
import { toaster } from '@/components/Toaster';

// docs/product.md §8 dashboard toasts: 'Could not load …' with the server's message or 'Please try again.'.
export const LOAD_FAILED_FALLBACK = 'Please try again.';

// Shows the load-failure toast each time a page's query fails.
export function useLoadFailedToast(isError: boolean, error: unknown, title: string): void {
  useEffect(() => {
    if (!isError) return;
    // After the commit: the toaster renders synchronously and must not run inside React's own.
    queueMicrotask(() => toaster.create({ type: 'error', title, description: errorMessageOf(error) || LOAD_FAILED_FALLBACK }));
  }, [isError, error, title]);
}
