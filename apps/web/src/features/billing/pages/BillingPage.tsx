import { Alert, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';

import { errorMessageOf } from '@/app/errors';
import { LoadFailedAlert } from '@/components/LoadFailedAlert';
import { usePageTitle } from '@/components/usePageTitle';

import { BILLING_MESSAGES } from '../billing-messages';
import { useGetBillingHistoryQuery, useGetBillingUsageQuery, useGetPlansQuery, useGetStripeConfigQuery, useGetSubscriptionQuery } from '../billing.api';
import { BillingHistoryCard } from '../components/BillingHistoryCard';
import { CurrentPlanCard } from '../components/CurrentPlanCard';
import { PaymentMethodCard } from '../components/PaymentMethodCard';
import { PlanCard } from '../components/PlanCard';
import { UsageCard } from '../components/UsageCard';
import { useBillingActions } from '../useBillingActions';

// docs/product.md §2 Billing: current plan, payment method, usage, 3 most recent invoices, available plans,
// billing-portal button; all from the billing service (prices too, docs/product.md §9).
export function BillingPage() {
  usePageTitle('Billing');
  const subscription = useGetSubscriptionQuery();
  const usage = useGetBillingUsageQuery();
  const history = useGetBillingHistoryQuery();
  const plans = useGetPlansQuery();
  const stripe = useGetStripeConfigQuery();
  const actions = useBillingActions();

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Billing
          </Heading>
          <Text color="fg.muted">Your plan, usage and invoices. Cancel anytime: access continues to the end of the billing period.</Text>
        </Stack>
        {stripe.data?.configured === false && (
          <Alert.Root status="info" data-testid="billing-local-mode">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Local mode</Alert.Title>
              <Alert.Description>{BILLING_MESSAGES.localMode}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {subscription.error ? (
          <LoadFailedAlert title="Could not load your subscription" error={subscription.error} onRetry={subscription.refetch} />
        ) : !subscription.data ? (
          <Skeleton height="40" />
        ) : (
          <>
            <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
              <CurrentPlanCard subscription={subscription.data} actions={actions} />
              <UsageCard usage={usage.data} />
              <PaymentMethodCard subscription={subscription.data} actions={actions} />
            </SimpleGrid>
            <Stack as="section" aria-labelledby="plans-heading" gap="4">
              <Heading as="h2" size="lg" id="plans-heading">
                Available plans
              </Heading>
              {plans.error && <Text color="fg.error">{errorMessageOf(plans.error)}</Text>}
              {stripe.error && <Text color="fg.error">{errorMessageOf(stripe.error)}</Text>}
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
                {plans.data?.plans.map((plan) => (
                  <PlanCard key={plan.name} plan={plan} subscription={subscription.data} stripeConfigured={stripe.data?.configured} actions={actions} />
                ))}
              </SimpleGrid>
              {plans.data && <Text fontSize="sm" color="fg.muted">Extra locations: ${plans.data.extraLocationMonthly}/month each.</Text>}
            </Stack>
            <BillingHistoryCard items={history.data?.billingHistory} />
          </>
        )}
      </Stack>
    </Container>
  );
}
