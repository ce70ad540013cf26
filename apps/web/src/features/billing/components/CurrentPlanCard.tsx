import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';

import { formatMoney } from '@/components/format-date';
import { useBusinessTimeZone } from '@/features/auth/useBusinessTimeZone';

import type { Subscription } from '../billing.api';
import { formatDate, statusLabel } from '../billing-messages';
import type { BillingActions } from '../useBillingActions';

const daysLeft = (days: number) => `${days} ${days === 1 ? 'day' : 'days'} left in your free trial`;

// docs/product.md §2 Billing: the current plan, its status (Trial or Active) and what happens next.
export function CurrentPlanCard({ subscription, actions }: { subscription: Subscription; actions: BillingActions }) {
  const timeZone = useBusinessTimeZone();
  const end = formatDate(subscription.currentPeriodEnd, timeZone);
  return (
    <Card.Root as="section" aria-labelledby="current-plan-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="current-plan-heading">
          Current plan
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          <HStack gap="3" wrap="wrap">
            <Text fontSize="2xl" fontWeight="bold" data-testid="current-plan-name">
              {subscription.planName}
            </Text>
            <Badge colorPalette={subscription.readOnly || subscription.status === 'past_due' ? 'red' : 'green'} data-testid="subscription-status">
              {statusLabel(subscription.status)}
            </Badge>
          </HStack>
          <Text color="fg.muted">{formatMoney(subscription.priceMonthly)}/month</Text>
          {subscription.isTrialActive && (
            <Text fontWeight="medium" data-testid="trial-days-left">
              {daysLeft(subscription.trialDaysLeft)} (ends {end}). No credit card needed.
            </Text>
          )}
          {subscription.cancelAtPeriodEnd && !subscription.readOnly && (
            <Text color="fg.warning" data-testid="cancel-notice">
              Cancelled: you keep full access until {end}.
            </Text>
          )}
          {subscription.status === 'active' && !subscription.cancelAtPeriodEnd && end && <Text color="fg.muted">Renews on {end}.</Text>}
          {subscription.readOnly && <Text color="fg.error">Your account is read-only. Choose a plan below to continue.</Text>}
        </Stack>
      </Card.Body>
      {!subscription.readOnly && !subscription.cancelAtPeriodEnd && (
        <Card.Footer>
          <Button variant="outline" colorPalette="red" loading={actions.busy.cancel} onClick={() => void actions.cancelSubscription(subscription.currentPeriodEnd)}>
            Cancel subscription
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
