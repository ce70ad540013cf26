import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { ColorModeButton } from '@/components/ColorMode';
import { Logo } from '@/components/Logo';

// Top navigation of the public pages. The landing page's section anchors and mobile menu come
// with the full landing page.
export function PublicNav() {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="6xl">
        <Flex as="nav" aria-label="Main" align="center" justify="space-between" py="3" gap="2">
          <Logo />
          <HStack gap={{ base: '1', sm: '2' }}>
            <Button asChild variant="ghost" size="sm">
              <RouterLink to="/login">Login</RouterLink>
            </Button>
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to="/signup">Start Free Trial</RouterLink>
            </Button>
            <ColorModeButton />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
