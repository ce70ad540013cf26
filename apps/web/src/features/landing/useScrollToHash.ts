import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { releaseJumpHold, scrollToSection } from '@/components/below-the-fold';

// The nav's anchors are router links to `/#section`: scroll to the section on every such
// navigation, also when it repeats the current hash. The section is let go when the location
// changes again (the back button to the top of the page) or the page leaves.
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    scrollToSection(decodeURIComponent(hash.slice(1)));
    return releaseJumpHold;
  }, [hash, key]);
}
