import type { TScan } from '@app/contracts';
import { Box, chakra, Grid, HStack, Stack, Text } from '@chakra-ui/react';

import { ChartDataTable } from '@/components/charts/ChartDataTable';

import { cellState, gridBounds, gridSlots, lookupZoom } from '../grid-layout';
import { mapTiles, tileHost } from '../map-tiles';
import { VISIBILITY_MESSAGES } from '../visibility-messages';

import { GridCell } from './GridCell';

const Img = chakra('img');

type ScanGridProps = {
  scan: TScan;
  // A {z}/{x}/{y} tile server (MAP_TILE_URL): the grid is drawn over its map; null: a plain grid.
  mapTileUrl: string | null;
  // Names the grid for screen readers: "Heat map of your shop for "oat latte"".
  label: string;
};

const LEGEND = [
  { label: '1-3', css: { bg: 'rank.top3.subtle', borderColor: 'rank.top3' } },
  { label: '4-10', css: { bg: 'rank.top10.subtle', borderColor: 'rank.top10' } },
  { label: '11-20', css: { bg: 'rank.low.subtle', borderColor: 'rank.low' } },
  { label: 'not in the top 20 (20+)', css: { bg: 'gray.muted', borderColor: 'gray.emphasized' } },
  {
    label: 'no data (the lookup failed; left out of the figures)',
    css: {
      bg: 'bg.panel',
      borderColor: 'border.emphasized',
      bgImage:
        'repeating-linear-gradient(45deg, {colors.border.emphasized} 0 2px, transparent 2px 5px)',
    },
  },
] as const;

// The scan's heat map: one cell per point, north at the top, the shop in the middle; over a base
// map when a tile server is configured. The same points as a table for keyboard and
// screen-reader users.
export function ScanGrid({ scan, mapTileUrl, label }: ScanGridProps) {
  const slots = gridSlots(scan);
  const zoom = lookupZoom(scan);
  const tiles = mapTileUrl ? mapTiles(mapTileUrl, gridBounds(scan)) : [];
  const overMap = tiles.length > 0;
  return (
    <Stack gap="3">
      <Box
        position="relative"
        width="full"
        maxW="md"
        aspectRatio="1"
        overflow="hidden"
        borderRadius="md"
        borderWidth={overMap ? '1px' : undefined}
        borderColor="border"
      >
        {overMap && (
          <Box position="absolute" inset="0" aria-hidden="true" data-testid="base-map">
            {tiles.map((tile) => (
              <Img
                key={tile.key}
                src={tile.src}
                alt=""
                loading="lazy"
                draggable={false}
                position="absolute"
                maxW="none"
                left={`${tile.left}%`}
                top={`${tile.top}%`}
                width={`${tile.width}%`}
                height={`${tile.height}%`}
              />
            ))}
          </Box>
        )}
        <Grid
          role="group"
          aria-label={label}
          position="relative"
          templateColumns={`repeat(${scan.gridSize}, minmax(0, 1fr))`}
          gap={scan.gridSize > 9 ? '0.5' : '1'}
          p={overMap ? '1' : '0'}
          data-testid="scan-grid"
        >
          {slots.map((slot) => (
            <GridCell
              key={`${slot.row},${slot.column}`}
              slot={slot}
              keyword={scan.keyword}
              zoom={zoom}
              size={scan.gridSize}
              overMap={overMap}
            />
          ))}
        </Grid>
      </Box>
      <HStack
        as="ul"
        listStyleType="none"
        flexWrap="wrap"
        gap="3"
        fontSize="xs"
        color="fg.muted"
        aria-label="Legend"
      >
        {LEGEND.map((item) => (
          <HStack as="li" key={item.label} gap="1.5">
            <Box
              boxSize="3"
              borderWidth="2px"
              borderRadius="sm"
              css={item.css}
              aria-hidden="true"
            />
            <Text>{item.label}</Text>
          </HStack>
        ))}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {VISIBILITY_MESSAGES.cellLink}
        {overMap && mapTileUrl && tileHost(mapTileUrl) && ` Base map: ${tileHost(mapTileUrl)}.`}
      </Text>
      <ChartDataTable
        caption={`${label}, point by point (row and column from the north-west corner)`}
        columns={['Point', 'Latitude', 'Longitude', 'Position', 'Top 3 there']}
        rows={slots.map((slot) => ({
          key: `${slot.row},${slot.column}`,
          cells: [
            `${slot.row},${slot.column}`,
            slot.lat.toFixed(6),
            slot.lng.toFixed(6),
            cellState(slot.cell),
            slot.cell?.top3.map((place) => place.name).join(', ') || '—',
          ],
        }))}
      />
    </Stack>
  );
}
