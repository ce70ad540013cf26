import type { TScanSummary } from '@app/contracts';
import { HStack } from '@chakra-ui/react';

import { SelectField } from '@/components/SelectField';
import { authApi } from '@/features/auth/auth.api';
import { useGetCompetitorsQuery } from '@/features/competitors/competitors.api';

import { scanLabel } from '../visibility-messages';
import { useGetScanQuery } from '../visibility.api';

type ScanPickerProps = {
  // The keyword's scans, newest first.
  scans: TScanSummary[];
  scanId: string;
  compareId: string | null;
  competitor: string | null;
  timeZone: string;
  onSelect: (next: {
    scan?: string | null;
    compare?: string | null;
    competitor?: string | null;
  }) => void;
};

const sameName = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

// The businesses whose grid can be read from the scan's lookups: the tracked competitors, then
// the others seen in the top 3 somewhere on the grid (never the shop itself).
export function competitorNames(
  tracked: readonly string[],
  seen: readonly string[],
  shop: string | undefined,
): string[] {
  const names: string[] = [];
  for (const name of [...tracked, ...seen]) {
    if (shop && sameName(name, shop)) continue;
    if (!names.some((known) => sameName(known, name))) names.push(name);
  }
  return names;
}

// Which scan to show, which to set beside it, and whose grid (the owner's, or a competitor's
// from the same lookups, at no extra cost).
export function ScanPicker({
  scans,
  scanId,
  compareId,
  competitor,
  timeZone,
  onSelect,
}: ScanPickerProps) {
  const shop = authApi.endpoints.getMe.useQueryState().data?.business.businessName;
  const tracked = useGetCompetitorsQuery().data?.competitors.map((item) => item.name) ?? [];
  const seen =
    useGetScanQuery({ id: scanId }).data?.cells.flatMap((cell) =>
      cell.top3.map((place) => place.name),
    ) ?? [];
  const names = competitorNames(tracked, seen, shop);
  if (competitor && !names.some((name) => sameName(name, competitor))) names.unshift(competitor);
  const options = scans.map((scan) => ({ value: scan.id, label: scanLabel(scan, timeZone) }));
  // The one shown may be older than the list's newest 100 (or just created): still named.
  if (!scans.some((scan) => scan.id === scanId))
    options.unshift({ value: scanId, label: 'This scan' });
  return (
    <HStack gap="3" align="flex-start" flexWrap="wrap">
      <SelectField
        label="Scan"
        maxW="sm"
        value={scanId}
        options={options}
        onChange={(value) =>
          onSelect({ scan: value, compare: value === compareId ? null : compareId })
        }
      />
      <SelectField
        label="Compare with"
        maxW="sm"
        value={compareId ?? ''}
        options={[
          {
            value: '',
            label: scans.length > 1 ? 'No comparison' : 'No other scan of this keyword yet',
          },
          ...options.filter((option) => option.value !== scanId),
        ]}
        onChange={(value) => onSelect({ compare: value || null })}
      />
      <SelectField
        label="Whose grid"
        maxW="xs"
        value={competitor ?? ''}
        options={[
          { value: '', label: 'Your shop' },
          ...names.map((name) => ({ value: name, label: name })),
        ]}
        onChange={(value) => onSelect({ competitor: value || null })}
      />
    </HStack>
  );
}
