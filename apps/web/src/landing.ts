import '@fontsource-variable/inter';

import { publicNavEnhancer } from '@/app/layouts/public-nav.enhance';
import { enhanceSectionLinks } from '@/components/below-the-fold';
import { colorModeEnhancer } from '@/components/color-mode.enhance';
import { applyStoredColorMode } from '@/components/color-mode-storage';
import { enhanceAll } from '@/enhance/enhancer';
import { chatLauncherEnhancer } from '@/features/chat/chat-launcher.enhance';
import { demoTabsEnhancer } from '@/features/landing/enhance/demo-tabs.enhance';
import { faqEnhancer } from '@/features/landing/enhance/faq.enhance';
import { stickyCtaEnhancer } from '@/features/landing/enhance/sticky-cta.enhance';
import { analysisEnhancer } from '@/features/local-seo/local-seo.enhance';
import { newsletterEnhancer } from '@/features/newsletter/newsletter.enhance';
import { pricingEnhancer } from '@/features/pricing/pricing.enhance';

// The entry of the landing page `/` (issue 6: at most 150 KB of JavaScript, Lighthouse ≥ 95 on a
// phone). The page is prerendered at build time (vite.prerender.ts) with its styles, and is not
// hydrated: no React, router or store is loaded. Its interactive parts are enhanced in place by the
// same behaviours the React components attach (src/enhance/enhancer.ts); Maya's widget loads on
// the first click of its launcher, a link to a section of the page scrolls to it (below-the-fold.ts),
// and every other link leads to the app as a page load.
applyStoredColorMode();
enhanceSectionLinks();
void enhanceAll(document, [
  publicNavEnhancer,
  colorModeEnhancer,
  analysisEnhancer,
  demoTabsEnhancer,
  pricingEnhancer,
  faqEnhancer,
  stickyCtaEnhancer,
  newsletterEnhancer,
  chatLauncherEnhancer,
]);
