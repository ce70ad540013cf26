import { Badge, Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';

import type { TPlan } from '@app/contracts';

import { formatMoney } from '@/components/format-date';

import type { Subscription } from '../billing.api';
import type { BillingActions } from '../useBillingActions';

// docs/product.md §3 Plan: the features every plan card lists, included or not.
export const PLAN_FEATURES = ['GMB Integration', 'Keyword Tracking', 'AI Keyword Suggestions', 'Competitor Analysis', 'AI Review Responses', 'Reporting', 'Priority Support'] as const;

// stripeConfigured: undefined while not known (the card then offers no way to change yet).
type PlanCardProps = { plan: TPlan; subscription: Subscription; stripeConfigured: boolean | undefined; actions: BillingActions };

const actionLabel = (plan: TPlan, subscription: Subscription): string => {
  if (subscription.readOnly || subscription.cancelAtPeriodEnd) return `Choose ${plan.name}`;
  return plan.priceMonthly > subscription.priceMonthly ? `Upgrade to ${plan.name}` : `Downgrade to ${plan.name}`;
};

// One plan of the catalogue (docs/product.md §9 prices from the server); the current plan is marked. With
// Stripe set up a plan is paid through Stripe: a trial may switch plans, an ended trial or
// subscription subscribes through Checkout, a paid plan changes in the billing portal. In local
// mode (no Stripe) plans change in the database. Until it is known whether Stripe is set up, no
// button is shown: a wrong way (a free switch for an ended trial) is never offered, even briefly.
export function PlanCard({ plan, subscription, stripeConfigured, actions }: PlanCardProps) {
  const isCurrent = plan.name === subscription.planName && !subscription.readOnly && !subscription.cancelAtPeriodEnd;
  const paying = subscription.status === 'active' || subscription.status === 'past_due';
  const change = stripeConfigured === undefined ? 'unknown' : !stripeConfigured || subscription.status === 'trialing' ? 'database' : paying ? 'portal' : 'checkout';
  return (
    <Card.Root as="article" aria-label={plan.name} borderColor={isCurrent ? 'brand.solid' : undefined} borderWidth={isCurrent ? '2px' : undefined}>
      <Card.Header>
        <Stack gap="1">
          <Heading as="h3" size="md">
            {plan.name}
          </Heading>
          {plan.mostPopular && (
            <Badge alignSelf="start" colorPalette="brand">
              Most popular
            </Badge>
          )}
          <Text fontSize="2xl" fontWeight="bold">
            {formatMoney(plan.priceMonthly)}
            <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
              /month
            </Text>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            or {formatMoney(plan.priceYearly)}/year (17% off, save 2 months free)
          </Text>
        </Stack>
      </Card.Header>
      <Card.Body>
        <List.Root variant="plain" gap="1">
          <List.Item>
            {plan.limits.locations} {plan.limits.locations === 1 ? 'location' : 'locations'}, {plan.limits.keywords} keywords, {plan.limits.competitors} competitors
          </List.Item>
          {PLAN_FEATURES.map((feature) => {
            const included = plan.features.includes(feature);
            return (
              <List.Item key={feature} color={included ? undefined : 'fg.subtle'}>
                <List.Indicator asChild color={included ? 'green.fg' : 'fg.subtle'}>
                  {included ? <Check aria-label="Included" /> : <X aria-label="Not included" />}
                </List.Indicator>
                {feature}
              </List.Item>
            );
          })}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        <Stack width="full" gap="2">
          {isCurrent ? (
            <Button disabled variant="subtle">
              Current plan
            </Button>
          ) : change === 'database' ? (
            <Button colorPalette="brand" variant="outline" loading={actions.busy.plan} onClick={() => void actions.changePlan(plan.name)}>
              {actionLabel(plan, subscription)}
            </Button>
          ) : change === 'portal' ? (
            <Button colorPalette="brand" variant="outline" loading={actions.busy.portal} onClick={() => void actions.portal()}>
              Change to {plan.name} in the billing portal
            </Button>
          ) : null}
          {stripeConfigured && !paying && (
            <Button colorPalette="brand" loading={actions.busy.checkout} onClick={() => void actions.checkout(plan.name)}>
              Subscribe to {plan.name}
            </Button>
          )}
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
