import type { TGridCell, TScan } from '@app/contracts';
import { fireEvent, screen, within } from '@testing-library/react';

import { renderWithProviders } from '@/test-utils/render';

import { ScanGrid } from './ScanGrid';

// A 3×3 scan of 1 km around Austin's centre (the points as analysis computes them).
const POINTS = [
  [30.276244, -97.753501],
  [30.276244, -97.7431],
  [30.276244, -97.732699],
  [30.2672, -97.753501],
  [30.2672, -97.7431],
  [30.2672, -97.732699],
  [30.258156, -97.753501],
  [30.258156, -97.7431],
  [30.258156, -97.732699],
] as const;

const cell = (
  index: number,
  status: TGridCell['status'],
  position: number | null = null,
): TGridCell => ({
  lat: POINTS[index]![0],
  lng: POINTS[index]![1],
  position,
  status,
  top3:
    status === 'no-data'
      ? []
      : [
          { name: 'Blue Door Latte', position: 1 },
          { name: 'Corner Coffee Co.', position: 2 },
          { name: 'Maple Latte', position: 3 },
        ],
  checkedAt: '2026-11-20T16:04:00.000Z',
});

const scan = (cells: TGridCell[], status: TScan['status'] = 'done'): TScan => ({
  id: '5f0c8c1e-3b7a-4c55-9d7e-2f1a9a1b0c01',
  keyword: 'oat latte',
  gridSize: 3,
  radiusKm: 1,
  status,
  source: 'simulated',
  createdAt: '2026-11-20T16:04:00.000Z',
  finishedAt: null,
  arp: null,
  atrp: null,
  solv: null,
  center: { lat: 30.2672, lng: -97.7431 },
  cells,
});

// A style a cell is drawn with, read from the style rules that apply to it (jsdom does not
// resolve CSS variables): a theme token's variable.
const styleOf = (element: HTMLElement, property: string): string | undefined =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter(
      (rule): rule is CSSStyleRule =>
        rule instanceof CSSStyleRule && element.matches(rule.selectorText),
    )
    .map((rule) => rule.style.getPropertyValue(property))
    .filter(Boolean)
    .at(-1);
const background = (element: HTMLElement) => styleOf(element, 'background');

describe(ScanGrid.name, () => {
  it('colours each point by its position (the rank tiers), grey when not found, hatched for no data', () => {
    renderWithProviders(
      <ScanGrid
        scan={scan([
          cell(0, 'ok', 2),
          cell(1, 'ok', 7),
          cell(2, 'ok', 14),
          cell(3, 'not-found'),
          cell(4, 'ok', 1),
          cell(5, 'no-data'),
          cell(6, 'ok', 3),
          cell(7, 'ok', 10),
          cell(8, 'ok', 11),
        ])}
        mapTileUrl={null}
        label='Heat map of your shop for "oat latte"'
      />,
    );
    const grid = screen.getByRole('group', { name: 'Heat map of your shop for "oat latte"' });
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Point 1,1: position 2',
      'Point 1,2: position 7',
      'Point 1,3: position 14',
      'Point 2,1: not found',
      'Point 2,2: position 1',
      'Point 2,3: no data',
      'Point 3,1: position 3',
      'Point 3,2: position 10',
      'Point 3,3: position 11',
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      '2',
      '7',
      '14',
      '20+',
      '1',
      '—',
      '3',
      '10',
      '11',
    ]);
    expect(links.map((link) => link.getAttribute('data-look'))).toEqual([
      'top3',
      'top10',
      'low',
      'not-found',
      'top3',
      'no-data',
      'top3',
      'top10',
      'low',
    ]);
    const [top3, top10, low, notFound, , noData] = links as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(background(top3)).toBe('var(--chakra-colors-rank-top3-subtle)');
    expect(background(top10)).toBe('var(--chakra-colors-rank-top10-subtle)');
    expect(background(low)).toBe('var(--chakra-colors-rank-low-subtle)');
    expect(background(notFound)).toBe('var(--chakra-colors-gray-muted)');
    expect(styleOf(noData, 'background-image')).toMatch(
      /^repeating-linear-gradient\(45deg, var\(--chakra-colors-border-emphasized\)/,
    );

    // Each opens Google Maps searching the keyword from its point, in a new tab.
    expect(top3.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/oat%20latte/@30.276244,-97.753501,14z',
    );
    expect(top3.getAttribute('target')).toBe('_blank');
    expect(top3.getAttribute('rel')).toBe('noopener noreferrer');
    expect(top3.getAttribute('title')).toBe(
      'Top 3 here: 1. Blue Door Latte, 2. Corner Coffee Co., 3. Maple Latte',
    );
    expect(screen.queryByTestId('base-map')).toBeNull();
  });

  it('shows the points not looked up yet as empty outlines (not links) while the scan runs', () => {
    renderWithProviders(
      <ScanGrid
        scan={scan([cell(4, 'ok', 1), cell(0, 'ok', 5)], 'running')}
        mapTileUrl={null}
        label="Heat map"
      />,
    );
    const grid = screen.getByRole('group', { name: 'Heat map' });
    expect(
      within(grid)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Point 1,1: position 5', 'Point 2,2: position 1']);
    const pending = within(grid).getAllByRole('img');
    expect(pending).toHaveLength(7);
    expect(pending[0]?.getAttribute('aria-label')).toBe('Point 1,2: not looked up yet');
    expect(pending.every((element) => element.textContent === '')).toBe(true);
  });

  it('lists every point with its coordinates and top 3 in a table, on demand', () => {
    renderWithProviders(
      <ScanGrid
        scan={scan([cell(0, 'ok', 2), cell(5, 'no-data'), cell(3, 'not-found')], 'running')}
        mapTileUrl={null}
        label="Heat map"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show data table' }));
    const table = screen.getByRole('table', {
      name: 'Heat map, point by point (row and column from the north-west corner)',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children).map((cellElement) => cellElement.textContent));
    expect(rows[0]).toEqual(['Point', 'Latitude', 'Longitude', 'Position', 'Top 3 there']);
    expect(rows[1]).toEqual([
      '1,1',
      '30.276244',
      '-97.753501',
      'position 2',
      'Blue Door Latte, Corner Coffee Co., Maple Latte',
    ]);
    expect(rows[2]).toEqual(['1,2', '30.276244', '-97.743100', 'not looked up yet', '—']);
    expect(rows[4]).toEqual([
      '2,1',
      '30.267200',
      '-97.753501',
      'not found',
      'Blue Door Latte, Corner Coffee Co., Maple Latte',
    ]);
    expect(rows[6]).toEqual(['2,3', '30.267200', '-97.732699', 'no data', '—']);
    expect(rows).toHaveLength(10);
  });

  it('draws the grid over the configured tile server’s map', () => {
    renderWithProviders(
      <ScanGrid
        scan={scan([cell(0, 'ok', 2)])}
        mapTileUrl="https://tiles.example.org/{z}/{x}/{y}.png"
        label="Heat map"
      />,
    );
    const images = screen.getByTestId('base-map').querySelectorAll('img');
    expect(images.length).toBeGreaterThanOrEqual(4);
    expect(
      Array.from(images).every((image) =>
        /^https:\/\/tiles\.example\.org\/15\/\d+\/\d+\.png$/.test(image.getAttribute('src') ?? ''),
      ),
    ).toBe(true);
    expect(screen.getByText(/Base map: tiles\.example\.org\./)).toBeTruthy();
  });
});
