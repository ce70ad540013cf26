import { Badge, Box, Skeleton, Text } from '@chakra-ui/react';

import { useGetMeQuery } from '@/features/auth/auth.api';
import { useGetOverviewQuery } from '@/features/dashboard/dashboard.api';

// The signed-in business, as the sidebar shows it (docs/product.md §2 Dashboard shell): name, city and the
// current plan from billing (through the dashboard overview, which the dashboard page shares).
export function BusinessSummary() {
  const { data } = useGetMeQuery();
  const overview = useGetOverviewQuery();
  const business = data?.business;
  const subscription = overview.data?.isDemo ? null : overview.data?.subscription;
  return (
    <Box px="3" py="3" rounded="lg" bg="bg.muted" data-testid="business-summary">
      {business ? (
        <>
          <Text fontWeight="semibold" lineClamp={1}>
            {business.businessName}
          </Text>
          {business.city && (
            <Text fontSize="sm" color="fg.muted">
              {business.city}
            </Text>
          )}
        </>
      ) : (
        <>
          <Skeleton height="5" width="70%" />
          <Skeleton height="4" width="40%" mt="1" />
        </>
      )}
      {subscription ? (
        <Badge mt="2" colorPalette="brand" variant="subtle">
          {`${subscription.planName} plan${subscription.status === 'trialing' ? ' · Trial' : ''}`}
        </Badge>
      ) : (
        overview.isLoading && <Skeleton height="5" width="50%" mt="2" />
      )}
    </Box>
  );
}
