import { Box, Container, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';

import { ColorModeButton } from '@/components/ColorMode';
import { Logo } from '@/components/Logo';
import { SkipLink } from '@/components/SkipLink';

// A quiet shell for the onboarding wizard: the logo and nothing to wander off to.
export function FocusLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <Box as="header" bg="bg.panel" borderBottomWidth="1px" borderColor="border.muted">
        <Container maxW="4xl">
          <Flex align="center" justify="space-between" py="3">
            <Logo />
            <ColorModeButton />
          </Flex>
        </Container>
      </Box>
      <Box as="main" id="main" tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
    </Flex>
  );
}
