import {
  GRID_RADIUS_KM,
  ZScanCreate,
  type TAllowance,
  type TVisibilityConfig,
} from '@app/contracts';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { ScanSearch } from 'lucide-react';
import { useState } from 'react';

import { describeError, errorMessageOf } from '@/app/errors';
import { formatInstant } from '@/components/format-date';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';
import { SelectField } from '@/components/SelectField';

import { costLine, DOES_NOT_FIT, fitsAllowance, VISIBILITY_MESSAGES } from '../visibility-messages';
import { useCreateScanMutation } from '../visibility.api';

type ScanFormProps = {
  // The tracked keyword to scan; null: none to scan yet.
  keyword: string | null;
  config: TVisibilityConfig;
  allowance: TAllowance | undefined;
  // Why the month's allowance could not be loaded (the cost is then not known here).
  allowanceError?: unknown;
  timeZone: string;
  onStarted: (scanId: string) => void;
};

// docs/product.md, Visibility: "Scan now" for the chosen keyword, grid size and radius, with
// what it costs said before it runs. The server is the judge of the allowance (a hard cap): a
// scan that does not fit is refused there, and its reason shown here.
export function ScanForm({
  keyword,
  config,
  allowance,
  allowanceError,
  timeZone,
  onStarted,
}: ScanFormProps) {
  const [gridSize, setGridSize] = useState(config.defaultGridSize);
  const [radius, setRadius] = useState(String(config.defaultRadiusKm));
  const [radiusError, setRadiusError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  const [create, { isLoading }] = useCreateScanMutation();

  const start = async () => {
    setFeedback(null);
    // The contract the BFF checks the request with, so its messages are the ones shown.
    const parsed = ZScanCreate.safeParse({
      keyword: keyword ?? '',
      gridSize,
      radiusKm: radius.trim() === '' ? Number.NaN : Number(radius),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'radiusKm') setRadiusError(issue.message);
      else setFeedback({ kind: 'error', message: issue?.message ?? 'Check the form' });
      return;
    }
    try {
      const created = await create(parsed.data).unwrap();
      onStarted(created.id);
    } catch (caught) {
      const error = describeError(caught);
      setFeedback({ kind: 'error', message: error.message, details: error.details });
    }
  };

  const fits = allowance ? fitsAllowance(gridSize, allowance) : true;
  return (
    <form
      aria-label="Scan a keyword"
      // The contract’s messages, on the field, rather than the browser’s own bubbles.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <Stack gap="3">
        <HStack align="flex-start" gap="3" flexWrap="wrap">
          <SelectField
            label="Grid size"
            maxW="44"
            value={String(gridSize)}
            options={config.gridSizes.map((size) => ({
              value: String(size),
              label: `${size} × ${size} (${size * size} points)`,
            }))}
            onChange={(value) => {
              setGridSize(Number(value));
              setFeedback(null);
            }}
          />
          <Field.Root maxW="44" invalid={Boolean(radiusError)}>
            <Field.Label>Radius (km)</Field.Label>
            <Input
              type="number"
              inputMode="decimal"
              min={GRID_RADIUS_KM.min}
              max={GRID_RADIUS_KM.max}
              step="0.5"
              value={radius}
              onChange={(event) => {
                setRadius(event.target.value);
                setRadiusError(null);
              }}
            />
            {radiusError ? (
              <Field.ErrorText>{radiusError}</Field.ErrorText>
            ) : (
              <Field.HelperText>{`${GRID_RADIUS_KM.min}-${GRID_RADIUS_KM.max} km around your shop`}</Field.HelperText>
            )}
          </Field.Root>
        </HStack>
        {allowance && (
          <Text fontSize="sm" aria-live="polite" data-testid="scan-cost" data-fits={fits}>
            {costLine(gridSize, allowance, formatInstant(allowance.resetsAt, timeZone, 'short'))}
            {!fits && <Text as="span" color="fg.warning">{` ${DOES_NOT_FIT}`}</Text>}
          </Text>
        )}
        {!allowance && allowanceError !== undefined && (
          <Text fontSize="sm" color="fg.error" data-testid="scan-cost">
            {`${VISIBILITY_MESSAGES.allowanceFailed} ${errorMessageOf(allowanceError)}`}
          </Text>
        )}
        <HStack>
          <Button
            type="submit"
            colorPalette="brand"
            loading={isLoading}
            loadingText="Starting..."
            disabled={!keyword || !config.center}
          >
            <ScanSearch /> Scan now
          </Button>
        </HStack>
        <FormMessage feedback={feedback} />
      </Stack>
    </form>
  );
}
