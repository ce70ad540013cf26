import { Badge, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { errorMessageOf } from '@/app/errors';
import { useAppDispatch } from '@/app/hooks';
import { downloadFile } from '@/components/download-file';
import { FormMessage } from '@/components/FormMessage';
import { LoadFailedAlert } from '@/components/LoadFailedAlert';

import { isRunning, scanLabel, scanProgress, VISIBILITY_MESSAGES } from '../visibility-messages';
import { useExportScanCsvMutation, useGetScanQuery, visibilityApi } from '../visibility.api';

import { ScanFigures } from './ScanFigures';
import { ScanGrid } from './ScanGrid';

// How often a running scan is asked for its points.
export const SCAN_POLL_MS = 1500;

type ScanPanelProps = {
  scanId: string;
  // A competitor's grid from the same lookups; null: the shop's own.
  competitor: string | null;
  mapTileUrl: string | null;
  timeZone: string;
};

// One scan: what it is, how far it got (from the server, so a reload says the same), its figures,
// its heat map, and its CSV. Follows a running scan until it ends; the cells appear as they are
// looked up.
export function ScanPanel({ scanId, competitor, mapTileUrl, timeZone }: ScanPanelProps) {
  const args = competitor ? { id: scanId, competitor } : { id: scanId };
  const query = useGetScanQuery(args);
  const scan = query.data;
  const running = scan ? isRunning(scan) : false;
  // A second subscription that polls only while the scan runs.
  useGetScanQuery(args, { pollingInterval: running ? SCAN_POLL_MS : 0 });
  const dispatch = useAppDispatch();
  const wasRunning = useRef(running);
  useEffect(() => {
    // Once it ends, its summary in the list and the day's visibility have changed.
    if (wasRunning.current && !running) {
      dispatch(visibilityApi.util.invalidateTags(['VisibilityScans', 'VisibilityEarnings']));
    }
    wasRunning.current = running;
  }, [running, dispatch]);

  const [exportCsv, exporting] = useExportScanCsvMutation();
  const [exportError, setExportError] = useState<string | null>(null);
  const download = async () => {
    setExportError(null);
    try {
      const file = await exportCsv(scanId).unwrap();
      downloadFile(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }), file.filename);
    } catch (caught) {
      setExportError(errorMessageOf(caught));
    }
  };

  if (!scan) {
    return query.isError ? (
      <LoadFailedAlert
        title={VISIBILITY_MESSAGES.scanLoadFailed}
        error={query.error}
        onRetry={query.refetch}
      />
    ) : (
      <Skeleton height="80" borderRadius="md" aria-busy="true" aria-label="Loading the scan" />
    );
  }

  const label = scanLabel(scan, timeZone, false);
  const whose = competitor ?? 'your shop';
  return (
    <Stack
      as="section"
      gap="4"
      aria-label={`Scan of ${label}`}
      data-testid="scan-panel"
      data-status={scan.status}
    >
      <HStack justify="space-between" align="start" flexWrap="wrap" gap="2">
        <Stack gap="1">
          <Heading as="h3" size="md">
            {`"${scan.keyword}", ${label}`}
          </Heading>
          <HStack gap="2" flexWrap="wrap">
            {scan.source === 'simulated' && (
              <Badge
                colorPalette="orange"
                variant="subtle"
                title={VISIBILITY_MESSAGES.simulatedNote}
              >
                {VISIBILITY_MESSAGES.simulated}
              </Badge>
            )}
            {competitor && (
              <Badge colorPalette="brand" variant="subtle">{`Grid of ${competitor}`}</Badge>
            )}
            <Text
              fontSize="sm"
              color={scan.status === 'failed' ? 'fg.error' : 'fg.muted'}
              role="status"
              data-testid="scan-progress"
            >
              {scanProgress(scan)}
            </Text>
          </HStack>
        </Stack>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void download()}
          loading={exporting.isLoading}
          loadingText="Exporting..."
          disabled={running}
        >
          <Download /> Export CSV
        </Button>
      </HStack>
      {exportError && (
        <FormMessage
          feedback={{
            kind: 'error',
            message: `${VISIBILITY_MESSAGES.exportFailed}: ${exportError}`,
          }}
        />
      )}
      {scan.source === 'simulated' && (
        <Text fontSize="xs" color="fg.muted">
          {VISIBILITY_MESSAGES.simulatedNote}
        </Text>
      )}
      <ScanFigures scan={scan} whose={whose} />
      <ScanGrid
        scan={scan}
        mapTileUrl={mapTileUrl}
        label={`Heat map of ${whose} for "${scan.keyword}"`}
      />
    </Stack>
  );
}
