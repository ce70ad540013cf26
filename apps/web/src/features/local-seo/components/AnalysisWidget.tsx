import {
  Alert,
  Button,
  Card,
  Field,
  Heading,
  Input,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import type { TLocalSeoAnalysis, TLocalSeoBusinessType } from '@app/contracts';
import { useState } from 'react';

import { SelectField } from '@/components/SelectField';

import { useLazyGetLocalSeoAnalysisQuery } from '../local-seo.api';
import { ANALYSIS_BUSINESS_TYPES, ANALYSIS_MESSAGES, fallbackAnalysis } from '../local-seo';
import { AnalysisResult } from './AnalysisResult';

type Outcome = { analysis: TLocalSeoAnalysis; isFallback: boolean };

// SPEC §2/§4: the hero's free local SEO analysis: idle → 'Analyzing Your Business...' → result.
// On failure the spec's alert shows and a rough estimate made in the browser is shown anyway.
export function AnalysisWidget() {
  const [businessType, setBusinessType] = useState<TLocalSeoBusinessType>('cafe');
  const [location, setLocation] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [analyse, { isFetching }] = useLazyGetLocalSeoAnalysisQuery();

  async function handleSubmit(event: { preventDefault: () => void }) {
    event.preventDefault();
    const place = location.trim();
    // SPEC §5: the address or city must not be blank.
    if (!place) {
      setAlert(ANALYSIS_MESSAGES.locationRequired);
      return;
    }
    setAlert(null);
    try {
      const analysis = await analyse({ businessType, location: place }).unwrap();
      setOutcome({ analysis, isFallback: false });
    } catch {
      setAlert(ANALYSIS_MESSAGES.failure);
      setOutcome({ analysis: fallbackAnalysis(businessType, place), isFallback: true });
    }
  }

  const restart = () => {
    setOutcome(null);
    setAlert(null);
  };

  return (
    <Card.Root as="section" aria-labelledby="analysis-heading" shadow="lg" width="full">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" id="analysis-heading" size="lg">
            Free local SEO analysis
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            See how people nearby search for a business like yours. No sign-up needed.
          </Text>
        </Stack>
        {alert && (
          <Alert.Root status={outcome?.isFallback ? 'warning' : 'error'} role="alert">
            <Alert.Indicator />
            <Alert.Title>{alert}</Alert.Title>
          </Alert.Root>
        )}
        {outcome ? (
          <AnalysisResult
            analysis={outcome.analysis}
            isFallback={outcome.isFallback}
            onRestart={restart}
          />
        ) : (
          <chakra.form
            noValidate
            aria-label="Free local SEO analysis"
            onSubmit={(event) => void handleSubmit(event)}
          >
            <Stack gap="4">
              <SelectField
                label="Business type"
                name="businessType"
                value={businessType}
                options={ANALYSIS_BUSINESS_TYPES}
                onChange={(value) => setBusinessType(value as TLocalSeoBusinessType)}
              />
              <Field.Root>
                <Field.Label>Business address or city</Field.Label>
                <Input
                  name="location"
                  autoComplete="street-address"
                  placeholder="e.g. 12 Main St, Austin, TX"
                  value={location}
                  onChange={(event) => {
                    setLocation(event.target.value);
                    if (alert === ANALYSIS_MESSAGES.locationRequired) setAlert(null);
                  }}
                />
              </Field.Root>
              <Button type="submit" colorPalette="brand" size="lg" disabled={isFetching}>
                {isFetching ? ANALYSIS_MESSAGES.loading : 'Get My Free Analysis'}
              </Button>
              {isFetching && (
                <Text role="status" fontSize="sm" color="fg.muted" textAlign="center">
                  Checking searches, competition and the season near you…
                </Text>
              )}
            </Stack>
          </chakra.form>
        )}
      </Card.Body>
    </Card.Root>
  );
}
