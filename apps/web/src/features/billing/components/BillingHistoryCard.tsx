import { Badge, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';

import type { TBillingHistoryItem } from '@app/contracts';

import { formatMoney } from '@/components/format-date';
import { useBusinessTimeZone } from '@/features/auth/useBusinessTimeZone';

import { formatDate } from '../billing-messages';

// docs/product.md §9: the 3 most recent invoices, each with its invoice link.
export function BillingHistoryCard({ items }: { items: TBillingHistoryItem[] | undefined }) {
  const timeZone = useBusinessTimeZone();
  return (
    <Card.Root as="section" aria-labelledby="history-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="history-heading">
          Billing history
        </Heading>
      </Card.Header>
      <Card.Body>
        {items && items.length === 0 && <Text color="fg.muted">No invoices yet. Your free trial needs no card.</Text>}
        <Stack as="ul" gap="3" listStyleType="none">
          {items?.slice(0, 3).map((item) => (
            <HStack as="li" key={item.id} justify="space-between" wrap="wrap" gap="2">
              <Stack gap="0">
                <Text fontWeight="medium">{item.description}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatDate(item.date, timeZone)}
                </Text>
              </Stack>
              <HStack gap="3">
                <Text fontWeight="semibold">{formatMoney(item.amount)}</Text>
                <Badge colorPalette={item.status === 'paid' ? 'green' : 'red'}>{item.status === 'paid' ? 'Paid' : 'Failed'}</Badge>
                {item.invoiceUrl && (
                  <Link href={item.invoiceUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand">
                    View invoice
                  </Link>
                )}
              </HStack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
