import { Box, chakra, type SystemStyleObject } from '@chakra-ui/react';

import {
  cellLook,
  cellName,
  cellText,
  mapsSearchUrl,
  type CellLook,
  type GridSlot,
} from '../grid-layout';

// docs/product.md §9 rank colours (the `rank.*` tokens, as on the Keywords page), grey when the
// shop is not in the pack, hatched for no data, outlined while the point is not looked up yet.
const LOOKS: Record<CellLook, SystemStyleObject> = {
  top3: { bg: 'rank.top3.subtle', color: 'rank.top3.fg', borderColor: 'rank.top3' },
  top10: { bg: 'rank.top10.subtle', color: 'rank.top10.fg', borderColor: 'rank.top10' },
  low: { bg: 'rank.low.subtle', color: 'rank.low.fg', borderColor: 'rank.low' },
  'not-found': { bg: 'gray.muted', color: 'gray.fg', borderColor: 'gray.emphasized' },
  'no-data': {
    bg: 'bg.panel',
    color: 'fg.muted',
    borderColor: 'border.emphasized',
    bgImage:
      'repeating-linear-gradient(45deg, {colors.border.emphasized} 0 2px, transparent 2px 7px)',
  },
  pending: { bg: 'bg.panel/60', color: 'fg.subtle', borderColor: 'border', borderStyle: 'dashed' },
};

const Link = chakra('a');

type GridCellProps = {
  slot: GridSlot;
  keyword: string;
  zoom: number;
  // The grid's size: more points, smaller text.
  size: number;
  overMap: boolean;
};

// One point of the heat map: its position in the rank colours, named for screen readers
// ("Point 3,4: position 5"), a link to Google Maps searching the keyword from there.
export function GridCell({ slot, keyword, zoom, size, overMap }: GridCellProps) {
  const look = cellLook(slot.cell);
  const common: SystemStyleObject = {
    ...LOOKS[look],
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    aspectRatio: '1',
    minW: '0',
    borderWidth: '2px',
    borderRadius: size > 9 ? 'sm' : 'md',
    fontWeight: 'semibold',
    fontSize: size > 9 ? '2xs' : size > 5 ? 'xs' : 'sm',
    lineHeight: '1',
    opacity: overMap ? 0.9 : 1,
  };
  const name = cellName(slot);
  if (!slot.cell) {
    return (
      <Box css={common} role="img" aria-label={name} data-testid="grid-cell" data-look={look} />
    );
  }
  const top3 = slot.cell.top3.map((place) => `${place.position}. ${place.name}`).join(', ');
  return (
    <Link
      css={common}
      href={mapsSearchUrl(keyword, slot.lat, slot.lng, zoom)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={name}
      title={top3 ? `Top 3 here: ${top3}` : 'No data here: the lookup failed'}
      _hover={{ opacity: 1, boxShadow: 'md' }}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '1px',
        zIndex: 1,
      }}
      data-testid="grid-cell"
      data-look={look}
      data-lat={slot.lat}
      data-lng={slot.lng}
    >
      {cellText(slot.cell)}
    </Link>
  );
}
