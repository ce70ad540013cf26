import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { usePageTitle } from '@/components/usePageTitle';

// docs/product.md §2: any unknown path.
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="center" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Oops! Page not found
        </Heading>
        <Text color="fg.muted">The page you were looking for has moved or never existed.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">Return to Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
