import { Box, Button, CloseButton, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { useEnhancer } from '@/enhance/useEnhancer';

import { stickyCtaEnhancer } from '../enhance/sticky-cta.enhance';

// docs/product.md §2: on phones a call-to-action bar appears after 500 px of scroll; it can be dismissed and
// links to /signup (enhance/sticky-cta.enhance.ts shows and hides it).
export function StickyCta() {
  const enhancer = useEnhancer(stickyCtaEnhancer);
  return (
    <Box
      {...enhancer}
      hidden
      role="region"
      aria-label="Start your free trial"
      hideFrom="md"
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="banner"
      bg="bg.panel"
      borderTopWidth="1px"
      borderColor="border.muted"
      shadow="lg"
      ps="4"
      // Room on the right for Maya's chat launcher, which sits over the bar's bottom-right corner.
      pe="20"
      py="3"
    >
      <HStack gap="3">
        <Text flex="1" fontSize="sm" fontWeight="medium">
          14-day free trial, no credit card
        </Text>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to="/signup">Start Free Trial</RouterLink>
        </Button>
        <CloseButton data-part="dismiss" size="sm" aria-label="Dismiss" />
      </HStack>
    </Box>
  );
}
