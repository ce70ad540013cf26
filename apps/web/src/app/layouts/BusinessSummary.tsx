import { Badge, Box, Skeleton, Text } from '@chakra-ui/react';

import { useGetMeQuery } from '@/features/auth/auth.api';

import { PLACEHOLDER_PLAN } from './dashboard-nav';

// The signed-in business, as the sidebar shows it (SPEC §2 Dashboard shell).
export function BusinessSummary() {
  const { data } = useGetMeQuery();
  const business = data?.business;
  return (
    <Box px="3" py="3" rounded="lg" bg="bg.muted">
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
      <Badge mt="2" colorPalette="brand" variant="subtle">
        {PLACEHOLDER_PLAN} plan
      </Badge>
    </Box>
  );
}
