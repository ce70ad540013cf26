import { Alert, Box, Button, Flex, HStack, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { Navigate, Outlet, Link as RouterLink, useLocation } from 'react-router';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SIDEBAR_WIDTH } from '@/app/ui-constants';

import { authApi } from '../auth.api';
import { selectAuthStatus } from '../auth.slice';
import { loginPathFor } from '../return-to';

// The shape of a signed-in page while the user loads.
function AccountSkeleton() {
  return (
    <Flex minH="100dvh" aria-busy="true" aria-label="Loading your account">
      <Box
        hideBelow="lg"
        width={SIDEBAR_WIDTH}
        p="5"
        borderEndWidth="1px"
        borderColor="border.muted"
      >
        <Stack gap="4">
          <Skeleton height="8" width="60%" />
          <Skeleton height="20" />
          <SkeletonText noOfLines={8} gap="4" />
        </Stack>
      </Box>
      <Stack flex="1" gap="6" p={{ base: '4', md: '8' }}>
        <Skeleton height="10" width="40%" />
        <SkeletonText noOfLines={3} />
        <HStack gap="4">
          <Skeleton height="24" flex="1" />
          <Skeleton height="24" flex="1" />
        </HStack>
      </Stack>
    </Flex>
  );
}

function AccountLoadError() {
  const dispatch = useAppDispatch();
  // Not a subscription of its own: mounting one on a failed query would refetch it at once.
  const retry = () =>
    void dispatch(
      authApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
  return (
    <Flex minH="100dvh" align="center" justify="center" p="6">
      <Alert.Root status="error" maxW="lg">
        <Alert.Indicator />
        <Alert.Content gap="3">
          <Alert.Title>We could not load your account</Alert.Title>
          <Alert.Description>Please check your connection and try again.</Alert.Description>
          <HStack gap="2">
            <Button size="sm" colorPalette="brand" onClick={retry}>
              Try again
            </Button>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/login">Sign in</RouterLink>
            </Button>
          </HStack>
        </Alert.Content>
      </Alert.Root>
    </Flex>
  );
}

// Every dashboard route needs a signed-in user: a skeleton while the user loads, the login page
// (coming back here afterwards) when signed out.
export function RequireAuth() {
  const status = useAppSelector(selectAuthStatus);
  const location = useLocation();

  switch (status) {
    case 'authenticated':
      return <Outlet />;
    case 'loading':
      return <AccountSkeleton />;
    case 'error':
      return <AccountLoadError />;
    case 'signedOut': {
      const path = location.pathname + location.search + location.hash;
      return <Navigate to={loginPathFor(path)} replace />;
    }
  }
}
