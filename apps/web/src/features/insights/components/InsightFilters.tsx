import {
  INSIGHT_PRIORITIES,
  INSIGHT_TYPES,
  type TInsightPriority,
  type TInsightType,
} from '@app/contracts';
import { Checkbox, SimpleGrid } from '@chakra-ui/react';

import { SelectField } from '@/components/SelectField';

import { PRIORITY_DISPLAY, TYPE_DISPLAY, type InsightFilter } from '../insight-display';

const PRIORITY_OPTIONS = [
  { value: '', label: 'All priorities' },
  ...INSIGHT_PRIORITIES.map((value) => ({ value, label: PRIORITY_DISPLAY[value].label })),
];
const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...INSIGHT_TYPES.map((value) => ({ value, label: TYPE_DISPLAY[value].label })),
];

type InsightFiltersProps = { filter: InsightFilter; onChange: (filter: InsightFilter) => void };

export function InsightFilters({ filter, onChange }: InsightFiltersProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" alignItems="end">
      <SelectField
        size="sm"
        label="Priority"
        value={filter.priority}
        options={PRIORITY_OPTIONS}
        onChange={(priority) =>
          onChange({ ...filter, priority: priority as TInsightPriority | '' })
        }
      />
      <SelectField
        size="sm"
        label="Type"
        value={filter.type}
        options={TYPE_OPTIONS}
        onChange={(type) => onChange({ ...filter, type: type as TInsightType | '' })}
      />
      <Checkbox.Root
        checked={filter.unreadOnly}
        onCheckedChange={(details) => onChange({ ...filter, unreadOnly: details.checked === true })}
        pb="1.5"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Unread only</Checkbox.Label>
      </Checkbox.Root>
    </SimpleGrid>
  );
}
