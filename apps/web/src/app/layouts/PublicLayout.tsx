import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';

import { SkipLink } from '@/components/SkipLink';

import { Footer } from './Footer';
import { PublicNav } from './PublicNav';

export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <PublicNav />
      <Box as="main" id="main" tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
