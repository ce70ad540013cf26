import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { TAGLINE } from '@/app/ui-constants';
import { BELOW_THE_FOLD, belowTheFold } from '@/components/below-the-fold';
import { DEFAULT_DESCRIPTION, usePageMeta } from '@/components/usePageTitle';
import { PricingSection } from '@/features/pricing/components/PricingSection';

import { AiFeaturesSection } from '../components/AiFeaturesSection';
import { BenefitsSection } from '../components/BenefitsSection';
import { CommunitySection } from '../components/CommunitySection';
import { DemoSection } from '../components/DemoSection';
import { FaqSection } from '../components/FaqSection';
import { HeroSection } from '../components/HeroSection';
import { StickyCta } from '../components/StickyCta';
import { useScrollToHash } from '../useScrollToHash';

function BelowTheFold({ children }: { children: ReactNode }) {
  return (
    <Box css={belowTheFold('60rem')} {...BELOW_THE_FOLD}>
      {children}
    </Box>
  );
}

// docs/product.md §2 landing page, sections in order: nav (PublicLayout), hero with the free analysis,
// benefits, AI features, community, demo, pricing, FAQ, footer (PublicLayout).
export function LandingPage() {
  usePageMeta({
    title: TAGLINE.replace(/\.$/, ''),
    description: DEFAULT_DESCRIPTION,
    path: '/',
  });
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <BelowTheFold>
        <BenefitsSection />
      </BelowTheFold>
      <BelowTheFold>
        <AiFeaturesSection />
      </BelowTheFold>
      <BelowTheFold>
        <CommunitySection />
      </BelowTheFold>
      <BelowTheFold>
        <DemoSection />
      </BelowTheFold>
      <BelowTheFold>
        <PricingSection />
      </BelowTheFold>
      <BelowTheFold>
        <FaqSection />
      </BelowTheFold>
      <StickyCta />
    </>
  );
}
