import { useEffect } from 'react';

import { BRAND_NAME } from '@/app/ui-constants';

// DESIGN: page titles read `<Page> · Nearbly`.
export const pageTitle = (page: string): string => `${page} · ${BRAND_NAME}`;

export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
