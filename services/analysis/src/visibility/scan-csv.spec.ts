import { parseCsv, scanFromCsv, scanToCsv, type TCsvScan } from './scan-csv';

const scan: TCsvScan = {
  keyword: 'oat latte, "best"',
  gridSize: 3,
  radiusKm: 1.5,
  source: 'serpapi',
  cells: Array.from({ length: 9 }, (_, index) => ({
    lat: 30.2672 + index / 1000,
    lng: -97.7431 - index / 1000,
    status: index === 4 ? ('no-data' as const) : index % 2 === 0 ? ('ok' as const) : ('not-found' as const),
    position: index !== 4 && index % 2 === 0 ? index + 1 : null,
    top3: index === 4 ? [] : ['=Blue Door, Coffee', 'Bean "There"', 'Corner\nBean'],
    checkedAt: new Date(Date.UTC(2026, 10, 25, 6, index)).toISOString(),
  })),
};

describe('scan CSV', () => {
  it('comes back from its CSV without loss, quotes and line breaks included', () => {
    const csv = scanToCsv(scan);
    expect(scanFromCsv(csv)).toEqual(scan);
    expect(scanToCsv(scanFromCsv(csv))).toBe(csv);
  });

  it('never lets a spreadsheet run a business name as a formula', () => {
    expect(parseCsv(scanToCsv(scan))[1]?.[9]).toBe("'=Blue Door, Coffee");
  });

  it('refuses a file that is not an exported scan, saying why', () => {
    expect(() => scanFromCsv('hello,world\r\n1,2\r\n')).toThrow(/first line/);
    const lines = scanToCsv(scan).trim().split('\r\n');
    expect(() => scanFromCsv(lines.slice(0, 5).join('\r\n'))).toThrow(/9 points/);
    expect(() => scanFromCsv(lines.join('\r\n').replace('not-found', 'lost'))).toThrow(/status/);
  });
});
