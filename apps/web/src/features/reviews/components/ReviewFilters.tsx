import { SimpleGrid } from '@chakra-ui/react';
import type { TReviewPlatform, TReviewStatus } from '@app/contracts';

import { PLATFORM_OPTIONS, STATUS_OPTIONS } from '../review-options';
import type { ReviewsFilter } from '../reviews.api';
import { SelectField } from '@/components/SelectField';

const PLATFORM_FILTER = [{ value: '', label: 'All platforms' }, ...PLATFORM_OPTIONS];
const STATUS_FILTER = [{ value: '', label: 'All reviews' }, ...STATUS_OPTIONS];

type ReviewFiltersProps = { filter: ReviewsFilter; onChange: (filter: ReviewsFilter) => void };

// Platform and status filters; a change starts again from the first page.
export function ReviewFilters({ filter, onChange }: ReviewFiltersProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="lg">
      <SelectField
        size="sm"
        label="Platform"
        value={filter.platform ?? ''}
        options={PLATFORM_FILTER}
        onChange={(platform) =>
          onChange({
            ...filter,
            page: 1,
            platform: (platform || undefined) as TReviewPlatform | undefined,
          })
        }
      />
      <SelectField
        size="sm"
        label="Status"
        value={filter.status ?? ''}
        options={STATUS_FILTER}
        onChange={(status) =>
          onChange({
            ...filter,
            page: 1,
            status: (status || undefined) as TReviewStatus | undefined,
          })
        }
      />
    </SimpleGrid>
  );
}
