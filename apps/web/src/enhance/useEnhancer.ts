import { useCallback } from 'react';

import type { Enhancer } from './enhancer';

// The props that mark an element and bind its enhancer while React has it mounted.
export function useEnhancer(enhancer: Enhancer) {
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      const teardown = enhancer.attach(element);
      return () => teardown?.();
    },
    [enhancer],
  );
  return { ref, 'data-enhance': enhancer.id };
}
