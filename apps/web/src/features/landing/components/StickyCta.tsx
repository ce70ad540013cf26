import { Box, Button, CloseButton, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { STICKY_CTA_AFTER_PX } from '@/app/ui-constants';
import { useScrolledPast } from '@/components/useScrolledPast';

// SPEC §2: on phones a call-to-action bar appears after 500 px of scroll; it can be dismissed and
// links to /signup.
export function StickyCta() {
  const scrolled = useScrolledPast(STICKY_CTA_AFTER_PX);
  const [dismissed, setDismissed] = useState(false);
  if (!scrolled || dismissed) return null;
  return (
    <Box
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
        <CloseButton size="sm" aria-label="Dismiss" onClick={() => setDismissed(true)} />
      </HStack>
    </Box>
  );
}
