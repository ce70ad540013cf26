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

import { useEnhancer } from '@/enhance/useEnhancer';

import { pricingEnhancer } from '../pricing.enhance';
import { PlanCard } from './PlanCard';

const PERIODS = [
  { period: 'monthly', label: 'Monthly' },
  { period: 'yearly', label: 'Yearly' },
] as const;

// The toggle's chosen period is `aria-pressed`; its look follows from it, so the prerendered
// page's CSS holds both looks.
const PRESSED_PERIOD = {
  colorPalette: 'brand',
  bg: 'colorPalette.solid',
  color: 'colorPalette.contrast',
  _hover: { bg: 'colorPalette.solid/90' },
} as const;

// The loading state takes the room of the catalogue that replaces it (cards, then the extras line),
// so nothing below the section moves when the prices arrive: the cards' heights as laid out with the
// catalogue's features (three, five and eight), one under the other on phones and side by side
// (stretched to the tallest) from md up. Narrow columns wrap more: measured in Chromium, the cards
// are 637 px tall from 768 px wide, then 621, 600, 584 and 568 px from 828 px; the line below
// follows those steps within 13 px, and from 840 px they are equal.
const CARD_HEIGHTS = ['25rem', '29.25rem', '35.5rem'].map((phone) => ({
  base: phone,
  md: 'clamp(35.5rem, calc(1533px - 115vw), 39.8125rem)',
  lg: '35.5rem',
}));

// The extras line as laid out: three lines below 354 px wide, two below 673 px, one from there.
const EXTRAS_HEIGHT = {
  height: '12',
  '@media (max-width: 353.98px)': { height: '4.5rem' },
  '@media (min-width: 673px)': { height: '6' },
} as const;

// The catalogue names the trial's length in the subtitle, which then takes two lines below 482 px
// wide (one line from 420 px before): its room is kept while the catalogue loads (the section's
// data-status), and given back if it cannot load.
const SUBTITLE_ROOM = {
  '@media (max-width: 481.98px)': { '[data-status="loading"] &': { minHeight: '2lh' } },
} as const;

// docs/product.md §2 section 7 / §9: the plans of the billing service, monthly or yearly. The markup of
// every state (loading, error, the cards' template); pricingEnhancer (pricing.enhance.ts) loads
// the catalogue and shows the state it is in.
export function PricingSection() {
  const enhance = useEnhancer(pricingEnhancer);
  return (
    <Box
      as="section"
      id="pricing"
      aria-labelledby="pricing-heading"
      py={{ base: '16', md: '24' }}
      scrollMarginTop="16"
      data-status="loading"
      {...enhance}
    >
      <Container maxW="6xl">
        <Stack gap="4" align="center" textAlign="center" mb="10">
          <Heading as="h2" id="pricing-heading" size={{ base: '2xl', md: '3xl' }}>
            Local Business Pricing
          </Heading>
          <Text color="fg.muted" fontSize="lg" maxW="2xl" css={SUBTITLE_ROOM} data-part="subtitle">
            Start with a free trial. No credit card required.
          </Text>
          <HStack
            role="group"
            aria-label="Billing period"
            gap="1"
            p="1"
            rounded="full"
            bg="bg.muted"
          >
            {PERIODS.map(({ period, label }) => (
              <Button
                key={period}
                size="sm"
                rounded="full"
                variant="ghost"
                colorPalette="gray"
                _pressed={PRESSED_PERIOD}
                aria-pressed={period === 'monthly'}
                data-part="period"
                data-period={period}
              >
                {label}
                {period === 'yearly' && (
                  // Its figure comes with the catalogue; hidden until then.
                  <Badge
                    colorPalette="accent"
                    variant="solid"
                    size="sm"
                    ms="1"
                    hidden
                    data-part="yearly-saving"
                  />
                )}
              </Button>
            ))}
          </HStack>
        </Stack>

        <Stack
          gap="8"
          role="status"
          aria-busy="true"
          aria-label="Loading plans"
          // Focusable by script only: it holds the focus while the plans load again.
          tabIndex={-1}
          data-part="loading"
        >
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {CARD_HEIGHTS.map((height, index) => (
              <Skeleton key={index} height={height} rounded="xl" />
            ))}
          </SimpleGrid>
          <Skeleton css={EXTRAS_HEIGHT} width="full" maxW="xl" mx="auto" />
        </Stack>
        <Alert.Root status="error" maxW="xl" mx="auto" hidden data-part="error">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>We could not load our prices right now.</Alert.Title>
            <Button size="sm" variant="outline" alignSelf="flex-start" data-part="retry">
              Try again
            </Button>
          </Alert.Content>
        </Alert.Root>
        <Stack gap="8" hidden data-part="catalogue">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="stretch" data-part="plans" />
          <Text textAlign="center" color="fg.muted" data-part="extras" />
        </Stack>
        <Box hidden data-part="plan-template">
          <PlanCard />
        </Box>
      </Container>
    </Box>
  );
}
