import {
  Alert,
  Box,
  Card,
  Container,
  Heading,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { LoadFailedAlert } from '@/components/LoadFailedAlert';
import { SelectField } from '@/components/SelectField';
import { usePageTitle } from '@/components/usePageTitle';
import { useBusinessTimeZone } from '@/features/auth/useBusinessTimeZone';
import { useGetKeywordsQuery } from '@/features/dashboard/dashboard.api';

import { EarningsSection } from '../components/EarningsSection';
import { ImportScanForm } from '../components/ImportScanForm';
import { ScanForm } from '../components/ScanForm';
import { SCAN_POLL_MS, ScanPanel } from '../components/ScanPanel';
import { ScanPicker } from '../components/ScanPicker';
import { isRunning, VISIBILITY_MESSAGES } from '../visibility-messages';
import {
  useGetAllowanceQuery,
  useGetVisibilityConfigQuery,
  useListScansQuery,
} from '../visibility.api';

type Selection = {
  keyword?: string | null;
  scan?: string | null;
  compare?: string | null;
  competitor?: string | null;
};

// docs/product.md §2 Visibility: scan a tracked keyword from every point of a grid around the
// shop, read its heat map and figures, compare two scans or a competitor's grid, export and
// import scans, and see what visibility earns. What is shown lives in the address
// (?keyword=&scan=&compare=&competitor=), so a reload comes back to it, a running scan included.
export function VisibilityPage() {
  usePageTitle(VISIBILITY_MESSAGES.title);
  const timeZone = useBusinessTimeZone();
  const [params, setParams] = useSearchParams();
  const config = useGetVisibilityConfigQuery();
  const allowance = useGetAllowanceQuery();
  const keywords = useGetKeywordsQuery();

  const tracked = keywords.data?.keywords.map((item) => item.keyword) ?? [];
  const keyword = params.get('keyword') ?? tracked[0] ?? null;
  const scans = useListScansQuery(keyword ?? skipToken);
  const anyRunning = scans.data?.some(isRunning) ?? false;
  // A second subscription that polls only while one of the keyword's scans runs.
  useListScansQuery(keyword ?? skipToken, { pollingInterval: anyRunning ? SCAN_POLL_MS : 0 });
  const list = scans.data ?? [];
  const scanId = params.get('scan') ?? list[0]?.id ?? null;
  const compareParam = params.get('compare');
  const compareId = compareParam && compareParam !== scanId ? compareParam : null;
  const competitor = params.get('competitor') || null;

  const select = (next: Selection) => {
    const merged = {
      keyword,
      scan: params.get('scan'),
      compare: compareParam,
      competitor,
      ...next,
    };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value) search.set(key, value);
    setParams(search, { replace: true });
  };

  const keywordOptions = [
    ...tracked,
    ...(keyword && !tracked.includes(keyword) ? [keyword] : []),
  ].map((item) => ({
    value: item,
    label: tracked.includes(item) ? item : `${item} (not tracked)`,
  }));
  const mapTileUrl = config.data?.mapTileUrl ?? null;
  const loadError = config.error ?? keywords.error;

  return (
    <Container maxW="6xl" py={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <Stack gap="1" maxW="3xl">
          <Heading as="h1" size="2xl">
            {VISIBILITY_MESSAGES.title}
          </Heading>
          <Text color="fg.muted">{VISIBILITY_MESSAGES.intro}</Text>
        </Stack>

        {loadError && !(config.data && keywords.data) && (
          <LoadFailedAlert
            title={VISIBILITY_MESSAGES.loadFailed}
            error={loadError}
            onRetry={() => {
              void config.refetch();
              void keywords.refetch();
            }}
          />
        )}
        {!loadError && !(config.data && keywords.data) && (
          <Skeleton height="48" borderRadius="md" />
        )}

        {config.data && keywords.data && (
          <>
            <Card.Root>
              <Card.Body>
                <Stack gap="4">
                  <Heading as="h2" size="lg">
                    Scan a keyword
                  </Heading>
                  {keywordOptions.length === 0 ? (
                    <Text color="fg.muted">
                      {VISIBILITY_MESSAGES.noKeywords}{' '}
                      <Link asChild color="brand.fg">
                        <RouterLink to="/keywords">Add keywords</RouterLink>
                      </Link>
                    </Text>
                  ) : (
                    <Box maxW="sm">
                      <SelectField
                        label="Keyword"
                        value={keyword ?? ''}
                        options={keywordOptions}
                        onChange={(value) => select({ keyword: value, scan: null, compare: null })}
                      />
                    </Box>
                  )}
                  {!config.data.center && (
                    <Alert.Root status="warning">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Description>
                          {VISIBILITY_MESSAGES.noCentre}{' '}
                          <Link asChild color="brand.fg">
                            <RouterLink to="/settings">Open Settings</RouterLink>
                          </Link>
                        </Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  <ScanForm
                    keyword={keyword}
                    config={config.data}
                    allowance={allowance.data}
                    allowanceError={allowance.error}
                    timeZone={timeZone}
                    onStarted={(id) => select({ scan: id, compare: null })}
                  />
                </Stack>
              </Card.Body>
            </Card.Root>

            {keyword && (
              <Card.Root>
                <Card.Body>
                  <Stack gap="5">
                    <Heading as="h2" size="lg">{`Scans of "${keyword}"`}</Heading>
                    {scans.isError && !scans.data && (
                      <LoadFailedAlert
                        title={VISIBILITY_MESSAGES.loadFailed}
                        error={scans.error}
                        onRetry={scans.refetch}
                      />
                    )}
                    {!scans.data && !scans.isError && <Skeleton height="24" borderRadius="md" />}
                    {scans.data && list.length === 0 && (
                      <Text color="fg.muted">{VISIBILITY_MESSAGES.noScans(keyword)}</Text>
                    )}
                    {scanId && list.length > 0 && (
                      <>
                        <ScanPicker
                          scans={list}
                          scanId={scanId}
                          compareId={compareId}
                          competitor={competitor}
                          timeZone={timeZone}
                          onSelect={select}
                        />
                        <SimpleGrid columns={{ base: 1, lg: compareId ? 2 : 1 }} gap="8">
                          <ScanPanel
                            scanId={scanId}
                            competitor={competitor}
                            mapTileUrl={mapTileUrl}
                            timeZone={timeZone}
                          />
                          {compareId && (
                            <ScanPanel
                              scanId={compareId}
                              competitor={competitor}
                              mapTileUrl={mapTileUrl}
                              timeZone={timeZone}
                            />
                          )}
                        </SimpleGrid>
                      </>
                    )}
                  </Stack>
                </Card.Body>
              </Card.Root>
            )}

            <Card.Root>
              <Card.Body>
                <Stack gap="3">
                  <Heading as="h2" size="lg">
                    Import a scan
                  </Heading>
                  <ImportScanForm
                    onImported={(scan) =>
                      select({ keyword: scan.keyword, scan: scan.id, compare: null })
                    }
                  />
                </Stack>
              </Card.Body>
            </Card.Root>

            <Card.Root>
              <Card.Body>
                <EarningsSection keyword={keyword} />
              </Card.Body>
            </Card.Root>
          </>
        )}
      </Stack>
    </Container>
  );
}
