import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';

import { useGetPlanCatalogueQuery } from '../pricing.api';
import { bestYearlySaving, formatDollars, type BillingPeriod } from '../pricing';
import { PlanCard } from './PlanCard';

// SPEC §2 section 7 / §9: the plans of the billing service, monthly or yearly.
export function PricingSection() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const { data: catalogue, isLoading, isError, refetch } = useGetPlanCatalogueQuery();
  const saving = catalogue ? bestYearlySaving(catalogue.plans) : null;

  return (
    <Box
      as="section"
      id="pricing"
      aria-labelledby="pricing-heading"
      py={{ base: '16', md: '24' }}
      scrollMarginTop="16"
    >
      <Container maxW="6xl">
        <Stack gap="4" align="center" textAlign="center" mb="10">
          <Heading as="h2" id="pricing-heading" size={{ base: '2xl', md: '3xl' }}>
            Local Business Pricing
          </Heading>
          <Text color="fg.muted" fontSize="lg" maxW="2xl">
            {catalogue
              ? `Start with a ${catalogue.trialDays}-day free trial. No credit card required.`
              : 'Start with a free trial. No credit card required.'}
          </Text>
          <HStack
            role="group"
            aria-label="Billing period"
            gap="1"
            p="1"
            rounded="full"
            bg="bg.muted"
          >
            {(['monthly', 'yearly'] as const).map((option) => (
              <Button
                key={option}
                size="sm"
                rounded="full"
                variant={period === option ? 'solid' : 'ghost'}
                colorPalette={period === option ? 'brand' : 'gray'}
                aria-pressed={period === option}
                onClick={() => setPeriod(option)}
              >
                {option === 'monthly' ? 'Monthly' : 'Yearly'}
                {option === 'yearly' && saving && saving.percentOff > 0 && (
                  <Badge colorPalette="accent" variant="solid" size="sm" ms="1">
                    {saving.percentOff}% off
                  </Badge>
                )}
              </Button>
            ))}
          </HStack>
        </Stack>

        {isLoading && (
          <SimpleGrid
            columns={{ base: 1, md: 3 }}
            gap="6"
            role="status"
            aria-busy="true"
            aria-label="Loading plans"
          >
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height="26rem" rounded="xl" />
            ))}
          </SimpleGrid>
        )}
        {isError && (
          <Alert.Root status="error" maxW="xl" mx="auto">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title>We could not load our prices right now.</Alert.Title>
              <Button
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                onClick={() => void refetch()}
              >
                Try again
              </Button>
            </Alert.Content>
          </Alert.Root>
        )}
        {catalogue && (
          <Stack gap="8">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="stretch">
              {catalogue.plans.map((plan) => (
                <PlanCard
                  key={plan.name}
                  plan={plan}
                  period={period}
                  trialDays={catalogue.trialDays}
                />
              ))}
            </SimpleGrid>
            <Text textAlign="center" color="fg.muted">
              Extra location {formatDollars(catalogue.extraLocationMonthly)}/month ·{' '}
              {catalogue.trialDays}-day free trial · No credit card required · Cancel anytime
            </Text>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
