import { Alert, Badge, Container, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';

import { usePageTitle } from '@/components/usePageTitle';

import { RecentActivity } from '../components/RecentActivity';
import { QuickActions } from '../components/QuickActions';
import { StatCards } from '../components/StatCards';
import { UpcomingTasks } from '../components/UpcomingTasks';
import { WeeklyPlanCard } from '../components/WeeklyPlanCard';
import { useGetOverviewQuery } from '../dashboard.api';
import { figuresNote, upcomingTasks } from '../dashboard-figures';

// docs/product.md §7: the message when the overview cannot be loaded at all.
export const OVERVIEW_FAILED = 'Failed to load dashboard data';

const MISSING = { analysis: 'rankings and activity', reviews: 'reviews', billing: 'plan details' } as const;

// docs/product.md §2 Dashboard page: the weekly plan, four stat cards, recent activity, quick
// actions, upcoming tasks.
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { data, isError } = useGetOverviewQuery();

  return (
    <Container maxW="6xl" py={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <HStack justify="space-between" flexWrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {data?.business?.name ? `Welcome back, ${data.business.name}` : 'Dashboard'}
            </Heading>
            <Text color="fg.muted">How people near you are finding you this week.</Text>
          </Stack>
          {data?.isDemo && <Badge colorPalette="accent">Sample data</Badge>}
        </HStack>

        {isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{OVERVIEW_FAILED}</Alert.Title>
          </Alert.Root>
        )}
        {/* The plan is the owner's own: not beside the demo overview (docs/product.md §6). It loads
            on its own, so a failed overview does not hide it. */}
        {!data?.isDemo && <WeeklyPlanCard />}
        {!data && !isError && <Skeleton height="40" />}

        {data && (
          <>
            {data.unavailable.length > 0 && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{`Some data is unavailable right now: ${data.unavailable.map((source) => MISSING[source]).join(', ')}. Please try again in a moment.`}</Alert.Title>
              </Alert.Root>
            )}
            <StatCards overview={data} />
            {figuresNote(data.analytics) && (
              <Text color="fg.muted" fontSize="sm" mt="-3" data-testid="figures-note">
                {figuresNote(data.analytics)}
              </Text>
            )}
            <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4">
              <RecentActivity items={data.recentActivity} />
              <Stack gap="4">
                <QuickActions />
                <UpcomingTasks tasks={upcomingTasks(data)} />
              </Stack>
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
