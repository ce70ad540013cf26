import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';

import type { Subscription } from '../billing.api';
import type { BillingActions } from '../useBillingActions';

// The card on file lives in Stripe: the billing portal (a new tab) shows and changes it.
export function PaymentMethodCard({ subscription, actions }: { subscription: Subscription; actions: BillingActions }) {
  return (
    <Card.Root as="section" aria-labelledby="payment-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="payment-heading">
          Payment method
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" align="start">
          <Text color="fg.muted">
            {subscription.hasBillingAccount
              ? 'Your card and invoices are kept safely by Stripe. Manage them in the billing portal.'
              : 'No card on file. Your 14-day free trial needs no credit card.'}
          </Text>
          <Button variant="outline" loading={actions.busy.portal} onClick={() => void actions.portal()}>
            Open billing portal
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
