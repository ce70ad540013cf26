import { Badge, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { TPlan } from '@app/contracts';
import { Check } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

import { formatDollars, yearlySaving, type BillingPeriod } from '../pricing';

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

// One plan of the catalogue: price for the chosen period, its limits and features.
export function PlanCard({
  plan,
  period,
  trialDays,
}: {
  plan: TPlan;
  period: BillingPeriod;
  trialDays: number;
}) {
  const saving = yearlySaving(plan);
  const yearly = period === 'yearly';
  const headingId = `plan-${plan.name.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      borderWidth={plan.mostPopular ? '2px' : '1px'}
      borderColor={plan.mostPopular ? 'brand.solid' : 'border'}
      shadow={plan.mostPopular ? 'lg' : 'sm'}
      position="relative"
    >
      <Card.Body gap="5">
        <Stack gap="2">
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Heading as="h3" id={headingId} size="lg">
              {plan.name}
            </Heading>
            {plan.mostPopular && (
              <Badge colorPalette="accent" variant="solid">
                Most popular
              </Badge>
            )}
          </HStack>
          <HStack align="baseline" gap="1">
            <Text as="span" fontSize="4xl" fontWeight="bold" lineHeight="1">
              {formatDollars(yearly ? plan.priceYearly : plan.priceMonthly)}
            </Text>
            <Text as="span" color="fg.muted">
              {yearly ? '/year' : '/month'}
            </Text>
          </HStack>
          <Text fontSize="sm" color={yearly ? 'fg.success' : 'fg.muted'} minH="5">
            {yearly
              ? `${saving.percentOff}% off — save ${saving.monthsFree} months free`
              : `or ${formatDollars(plan.priceYearly)}/year, ${saving.monthsFree} months free`}
          </Text>
        </Stack>
        <List.Root gap="2" variant="plain" fontSize="sm">
          {[
            plural(plan.limits.locations, 'location'),
            `${plural(plan.limits.keywords, 'keyword')} tracked`,
            `${plural(plan.limits.competitors, 'competitor')} watched`,
            // The locations line above already says how many.
            ...plan.features.filter((feature) => feature !== 'Locations'),
          ].map((item) => (
            <List.Item key={item} alignItems="flex-start">
              <List.Indicator asChild color="brand.fg" mt="0.5">
                <Check aria-hidden />
              </List.Indicator>
              {item}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        <Button
          asChild
          width="full"
          colorPalette="brand"
          variant={plan.mostPopular ? 'solid' : 'outline'}
        >
          <RouterLink to="/signup" aria-label={`Start ${trialDays}-day free trial of ${plan.name}`}>
            Start {trialDays}-day free trial
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
