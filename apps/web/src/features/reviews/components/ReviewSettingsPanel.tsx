import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TReviewSettingsUpdate } from '@app/contracts';

import { errorMessageOf } from '@/app/errors';
import { toaster } from '@/components/Toaster';

import { AUTO_RESPOND_OPTIONS, TONE_OPTIONS } from '../review-options';
import { REVIEWS_MESSAGES } from '../reviews-messages';
import {
  useGenerateResponsesMutation,
  useGetReviewSettingsQuery,
  useUpdateReviewSettingsMutation,
} from '../reviews.api';
import { SelectField } from '@/components/SelectField';

const failed = (caught: unknown) =>
  toaster.create({
    type: 'error',
    title: REVIEWS_MESSAGES.actionFailed,
    description: errorMessageOf(caught),
  });

// docs/product.md §2 Reviews settings: tone and auto-respond (saved as soon as they change), and
// 'Generate responses' for every pending review.
export function ReviewSettingsPanel() {
  const { data: settings, isLoading } = useGetReviewSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateReviewSettingsMutation();
  const [generate, { isLoading: generating }] = useGenerateResponsesMutation();

  async function save(change: TReviewSettingsUpdate) {
    try {
      await update(change).unwrap();
    } catch (caught) {
      failed(caught);
    }
  }

  async function regenerate() {
    try {
      await generate().unwrap();
      toaster.create({ type: 'success', title: REVIEWS_MESSAGES.generated });
    } catch (caught) {
      failed(caught);
    }
  }

  return (
    <Card.Root as="section" aria-label="Response settings">
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" size="md">
              Response settings
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Suggestions are written in your tone. Under an auto-respond rule, matching reviews are
              answered as soon as their suggestion is ready.
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
            <SelectField
              size="sm"
              label="Response tone"
              value={settings?.tone ?? 'friendly-professional'}
              options={TONE_OPTIONS}
              disabled={isLoading || saving}
              onChange={(tone) => void save({ tone: tone as TReviewSettingsUpdate['tone'] })}
            />
            <SelectField
              size="sm"
              label="Auto-respond"
              value={settings?.autoRespond ?? 'manual'}
              options={AUTO_RESPOND_OPTIONS}
              disabled={isLoading || saving}
              onChange={(autoRespond) =>
                void save({ autoRespond: autoRespond as TReviewSettingsUpdate['autoRespond'] })
              }
            />
            <Button
              variant="outline"
              colorPalette="brand"
              onClick={() => void regenerate()}
              loading={generating}
            >
              Generate responses
            </Button>
          </SimpleGrid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
