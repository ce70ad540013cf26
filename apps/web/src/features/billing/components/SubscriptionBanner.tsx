import { Alert, Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { useGetSubscriptionQuery } from '../billing.api';
import { bannerOf } from '../billing-messages';
import { useBillingActions } from '../useBillingActions';

// Over every dashboard page: read-only after the trial or subscription ended, past due after a
// failed payment (issue 5). Nothing while the account is in good standing.
export function SubscriptionBanner() {
  const { data } = useGetSubscriptionQuery();
  const actions = useBillingActions();
  const banner = bannerOf(data);
  if (!banner) return null;
  return (
    <Alert.Root status={banner.tone} borderRadius="0" role="alert" data-testid="subscription-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{banner.text}</Alert.Description>
      </Alert.Content>
      <HStack>
        {banner.tone === 'warning' ? (
          <Button size="sm" variant="outline" onClick={() => void actions.portal()}>
            Update payment method
          </Button>
        ) : (
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/billing">Choose a plan</RouterLink>
          </Button>
        )}
      </HStack>
    </Alert.Root>
  );
}
