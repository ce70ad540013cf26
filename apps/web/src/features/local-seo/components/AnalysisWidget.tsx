import { Alert, Button, Card, Field, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';

import { SelectField } from '@/components/SelectField';
import { useEnhancer } from '@/enhance/useEnhancer';

import { ANALYSIS_BUSINESS_TYPES } from '../local-seo';
import { ANALYSIS_SUBMIT_LABEL, analysisEnhancer } from '../local-seo.enhance';
import { AnalysisResult } from './AnalysisResult';

// docs/product.md §2/§4: the hero's free local SEO analysis: idle → 'Analyzing Your Business...' → result.
// On failure the spec's alert shows and a rough estimate made in the browser is shown anyway.
// The markup of every state; analysisEnhancer (local-seo.enhance.ts) runs it.
export function AnalysisWidget() {
  const enhance = useEnhancer(analysisEnhancer);
  return (
    <Card.Root
      as="section"
      aria-labelledby="analysis-heading"
      shadow="lg"
      width="full"
      {...enhance}
    >
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" id="analysis-heading" size="lg">
            Free local SEO analysis
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            See how people nearby search for a business like yours. No sign-up needed.
          </Text>
        </Stack>
        {/* A blank place is an error; a failed analysis a warning (a fallback follows). */}
        {(['error', 'warning'] as const).map((status) => (
          <Alert.Root
            key={status}
            status={status}
            role="alert"
            hidden
            data-part="alert"
            data-status={status}
          >
            <Alert.Indicator />
            <Alert.Title data-part="message" />
          </Alert.Root>
        ))}
        <AnalysisResult />
        <chakra.form noValidate aria-label="Free local SEO analysis" data-part="form">
          <Stack gap="4">
            <SelectField
              label="Business type"
              name="businessType"
              defaultValue="cafe"
              options={ANALYSIS_BUSINESS_TYPES}
            />
            <Field.Root>
              <Field.Label>Business address or city</Field.Label>
              <Input
                name="location"
                autoComplete="street-address"
                placeholder="e.g. 12 Main St, Austin, TX"
              />
            </Field.Root>
            <Button type="submit" colorPalette="brand" size="lg" data-part="submit">
              {ANALYSIS_SUBMIT_LABEL}
            </Button>
            <Text
              role="status"
              fontSize="sm"
              color="fg.muted"
              textAlign="center"
              hidden
              data-part="busy"
            >
              Checking searches, competition and the season near you…
            </Text>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
