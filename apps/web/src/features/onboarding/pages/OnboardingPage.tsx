import { Button, Card, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, PartyPopper } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { errorMessageOf } from '@/app/errors';
import { FormMessage } from '@/components/FormMessage';
import { usePageTitle } from '@/components/usePageTitle';
import {
  useAddCompetitorsMutation,
  useAddKeywordsMutation,
  useGetOnboardingQuery,
  useGetOnboardingSuggestionsQuery,
  useRemoveCompetitorMutation,
  useRemoveKeywordMutation,
  useUpdateOnboardingMutation,
} from '@/features/dashboard/dashboard.api';
import { useGetGoogleConnectionQuery } from '@/features/gmb/google.api';
import { useGoogleReturn } from '@/features/gmb/useGoogleReturn';

import { ConnectStep } from '../components/ConnectStep';
import { ItemPicker } from '../components/ItemPicker';
import { ONBOARDING_STEPS, StepIndicator } from '../components/StepIndicator';
import { resumeStep } from '../onboarding-steps';

// docs/product.md §2/§4 Onboarding wizard. Everything is saved on the server as the owner goes, so a
// reload comes back to the same step with the same keywords and competitors.
export function OnboardingPage() {
  usePageTitle('Set Up Your Shop');
  const navigate = useNavigate();
  const state = useGetOnboardingQuery();
  const suggestions = useGetOnboardingSuggestionsQuery();
  const [update] = useUpdateOnboardingMutation();
  const [addKeywords] = useAddKeywordsMutation();
  const [removeKeyword] = useRemoveKeywordMutation();
  const [addCompetitors] = useAddCompetitorsMutation();
  const [removeCompetitor] = useRemoveCompetitorMutation();
  const google = useGetGoogleConnectionQuery();
  const [outcome, clearOutcome] = useGoogleReturn();
  const [chosenStep, setChosenStep] = useState<number | null>(null);
  const [skipping, setSkipping] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Back from Google's consent with one location: step 1 is done (the BFF's connect has marked it
  // on the server too; saying it again changes nothing).
  const connectedReturn = useRef(false);
  useEffect(() => {
    if (outcome !== 'connected' || connectedReturn.current) return;
    connectedReturn.current = true;
    update({ gmbConnected: true })
      .unwrap()
      .then(() => setChosenStep(2))
      .catch((caught: unknown) => setError(errorMessageOf(caught)));
  }, [outcome, update]);

  const header = (
    <Stack gap="2">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Set up your shop
      </Heading>
      <Text color="fg.muted">About five minutes. You can change all of this later.</Text>
    </Stack>
  );
  if (!state.data) {
    return (
      <Container maxW="3xl" py={{ base: '6', md: '10' }}>
        <Stack gap="8">
          {header}
          {state.isError ? <FormMessage feedback={{ kind: 'error', message: errorMessageOf(state.error) }} /> : <Skeleton height="40" />}
        </Stack>
      </Container>
    );
  }
  const onboarding = state.data;
  const step = chosenStep ?? resumeStep(onboarding, google.data?.status);

  // Skipping (no Google account, or later) and picking the location both end step 1.
  const stepOneDone = () => {
    setSkipping(true);
    setError(null);
    update({ gmbConnected: true })
      .unwrap()
      .then(() => {
        clearOutcome();
        setChosenStep(2);
      })
      .catch((caught: unknown) => setError(errorMessageOf(caught)))
      .finally(() => setSkipping(false));
  };

  const finish = () => {
    setError(null);
    update({ completed: true })
      .unwrap()
      .then(() => setChosenStep(4))
      .catch((caught: unknown) => setError(errorMessageOf(caught)));
  };

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        {header}
        <StepIndicator current={step} />
        <Card.Root>
          <Card.Body>
            <Stack gap="6">
              <Heading as="h2" size="xl">
                {`Step ${step}: ${ONBOARDING_STEPS[step - 1] ?? ''}`}
              </Heading>
              {step === 1 && (
                <ConnectStep
                  connection={google.data}
                  outcome={outcome}
                  skipping={skipping}
                  onPicked={stepOneDone}
                  onSkip={stepOneDone}
                />
              )}
              {step === 2 && outcome === 'connected' && (
                <FormMessage
                  feedback={{
                    kind: 'success',
                    message: google.data?.location
                      ? `Connected to ${google.data.location.title} on Google.`
                      : 'Google Business Profile connected.',
                  }}
                />
              )}
              {step === 2 && (
                <ItemPicker
                  noun="keyword"
                  inputLabel="Keyword"
                  placeholder="e.g. oat latte near me"
                  items={onboarding.keywords}
                  suggestions={suggestions.data?.keywords ?? []}
                  onAdd={(keyword) => addKeywords({ keywords: [keyword] }).unwrap()}
                  onRemove={(item) => removeKeyword(item.id).unwrap()}
                />
              )}
              {step === 3 && (
                <ItemPicker
                  noun="competitor"
                  inputLabel="Competitor name"
                  placeholder="e.g. The Daily Grind"
                  items={onboarding.competitors}
                  suggestions={suggestions.data?.competitors ?? []}
                  onAdd={(name) => addCompetitors({ competitors: [name] }).unwrap()}
                  onRemove={(item) => removeCompetitor(item.id).unwrap()}
                />
              )}
              {step === 4 && (
                <Stack gap="3" align="flex-start">
                  <HStack color="brand.fg">
                    <PartyPopper />
                    <Text fontWeight="semibold">You are all set!</Text>
                  </HStack>
                  <Text>
                    {`We are tracking ${onboarding.keywords.length} keyword${onboarding.keywords.length === 1 ? '' : 's'} and watching ${onboarding.competitors.length} competitor${onboarding.competitors.length === 1 ? '' : 's'} for you. Your first insights arrive within 24 hours.`}
                  </Text>
                  <Button colorPalette="brand" onClick={() => void navigate('/dashboard')}>
                    Go to Dashboard <ArrowRight />
                  </Button>
                </Stack>
              )}
              {error && <FormMessage feedback={{ kind: 'error', message: error }} />}
              {(step === 2 || step === 3) && (
                <HStack justify="flex-end">
                  <Button
                    colorPalette="brand"
                    disabled={step === 2 ? onboarding.keywords.length === 0 : onboarding.competitors.length === 0}
                    onClick={step === 2 ? () => setChosenStep(3) : finish}
                  >
                    Continue <ArrowRight />
                  </Button>
                </HStack>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
