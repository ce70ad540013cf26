import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

import { SUPPORT_EMAIL } from '@/app/ui-constants';
import { usePageTitle } from '@/components/usePageTitle';

// docs/product.md §2: the generic error page, shown by the root route when rendering or loading a page fails.
// It is loaded eagerly and links home with a full page load, so it still works when the failure
// was a page's code that could not be fetched (for example after a new release).
export function ErrorPage() {
  const error = useRouteError();
  usePageTitle('Something Went Wrong');

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Center as="main" minH="100dvh" px="6">
      <Stack gap="5" align="center" textAlign="center" maxW="lg">
        <Heading as="h1" size="2xl">
          Unexpected Application Error!
        </Heading>
        <Text color="fg.muted">
          Something went wrong on our side. Please try again, or write to us at {SUPPORT_EMAIL} if
          it keeps happening.
        </Text>
        <Button asChild colorPalette="brand">
          <a href="/">Return to Home</a>
        </Button>
      </Stack>
    </Center>
  );
}
