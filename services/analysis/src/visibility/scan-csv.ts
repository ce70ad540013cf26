import { GRID_CELL_STATUSES, GRID_RADIUS_KM, GRID_SIZES, MAX_GRID_POSITION, type TGridCellStatus } from '@app/contracts';
import { ServiceException } from '@app/service-kit';

// docs/product.md, Visibility: a scan as CSV, one row per point, and back without loss. Besides
// the point's date, keyword, coordinates, position and top 3, each row repeats the grid's size,
// radius and provider, and says the point's status, so "not found" and "no data" stay apart.
export const SCAN_CSV_HEADER = ['date', 'keyword', 'grid_size', 'radius_km', 'source', 'lat', 'lng', 'status', 'position', 'top1', 'top2', 'top3'] as const;

export type TCsvScan = {
  keyword: string;
  gridSize: number;
  radiusKm: number;
  source: 'serpapi' | 'simulated';
  cells: { lat: number; lng: number; status: TGridCellStatus; position: number | null; top3: string[]; checkedAt: string }[];
};

// RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. A field
// starting with = + - @ is prefixed with ' so a spreadsheet never runs a business name as a formula.
const field = (value: string): string => {
  const safe = /^[=+\-@]/.test(value) && Number.isNaN(Number(value)) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const scanToCsv = (scan: TCsvScan): string => {
  const rows = scan.cells.map((cell) =>
    [cell.checkedAt, scan.keyword, String(scan.gridSize), String(scan.radiusKm), scan.source, String(cell.lat), String(cell.lng), cell.status, cell.position === null ? '' : String(cell.position), cell.top3[0] ?? '', cell.top3[1] ?? '', cell.top3[2] ?? '']
      .map(field)
      .join(','),
  );
  return [SCAN_CSV_HEADER.join(','), ...rows].join('\r\n') + '\r\n';
};

// Splits CSV text into rows of fields (quoted fields may hold commas, quotes and line breaks).
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let current = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"' && current === '') quoted = true;
    else if (char === ',') {
      row.push(current);
      current = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      row.push(current);
      rows.push(row);
      row = [];
      current = '';
    } else current += char;
  }
  if (quoted) throw invalid('a quoted field is not closed');
  if (current !== '' || row.length > 0) rows.push([...row, current]);
  return rows.filter((fields) => !(fields.length === 1 && fields[0] === ''));
};

const invalid = (why: string) => new ServiceException('VALIDATION', `This is not a scan exported by Nearbly: ${why}.`);
const unformula = (value: string): string => (/^'[=+\-@]/.test(value) ? value.slice(1) : value);

export const scanFromCsv = (text: string): TCsvScan => {
  const [header, ...rows] = parseCsv(text);
  if (!header || header.map((name) => name.trim()).join(',') !== SCAN_CSV_HEADER.join(',')) throw invalid(`the first line must be ${SCAN_CSV_HEADER.join(',')}`);
  const first = rows[0];
  if (!first) throw invalid('it has no points');
  const [, keyword = '', gridSizeText = '', radiusText = '', source = ''] = first.map(unformula);
  const gridSize = Number(gridSizeText);
  const radiusKm = Number(radiusText);
  if (!(GRID_SIZES as readonly number[]).includes(gridSize)) throw invalid(`grid_size must be one of ${GRID_SIZES.join(', ')}`);
  if (!(radiusKm >= GRID_RADIUS_KM.min && radiusKm <= GRID_RADIUS_KM.max)) throw invalid(`radius_km must be between ${GRID_RADIUS_KM.min} and ${GRID_RADIUS_KM.max}`);
  if (source !== 'serpapi' && source !== 'simulated') throw invalid('source must be serpapi or simulated');
  if (!keyword.trim() || keyword.length > 100) throw invalid('the keyword is missing or too long');
  if (rows.length !== gridSize * gridSize) throw invalid(`a ${gridSize}×${gridSize} grid has ${gridSize * gridSize} points, this file ${rows.length}`);
  const cells = rows.map((raw, index) => {
    const line = index + 2;
    if (raw.length !== SCAN_CSV_HEADER.length) throw invalid(`line ${line} has ${raw.length} fields, not ${SCAN_CSV_HEADER.length}`);
    const [date = '', rowKeyword, rowSize, rowRadius, rowSource, latText = '', lngText = '', status = '', positionText = '', ...top3] = raw.map(unformula);
    if (rowKeyword !== keyword || rowSize !== gridSizeText || rowRadius !== radiusText || rowSource !== source) throw invalid(`line ${line} is of another scan`);
    const lat = Number(latText);
    const lng = Number(lngText);
    if (!latText || !lngText || !(Math.abs(lat) <= 90) || !(Math.abs(lng) <= 180)) throw invalid(`line ${line} has no valid lat and lng`);
    if (!(GRID_CELL_STATUSES as readonly string[]).includes(status)) throw invalid(`line ${line}: status must be ${GRID_CELL_STATUSES.join(', ')}`);
    const position = positionText === '' ? null : Number(positionText);
    const positionOk = status === 'ok' ? position !== null && Number.isInteger(position) && position >= 1 && position <= MAX_GRID_POSITION : position === null;
    if (!positionOk) throw invalid(`line ${line}: position must be 1-${MAX_GRID_POSITION} when ok, empty otherwise`);
    if (Number.isNaN(Date.parse(date)) || !/^\d{4}-\d{2}-\d{2}T/.test(date)) throw invalid(`line ${line}: date must be an ISO date and time`);
    const names = top3.filter((name) => name !== '');
    if (names.some((name) => name.length > 200)) throw invalid(`line ${line}: a business name is too long`);
    return { lat, lng, status: status as TGridCellStatus, position, top3: names, checkedAt: new Date(date).toISOString() };
  });
  return { keyword, gridSize, radiusKm, source, cells };
};
