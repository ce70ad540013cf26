import { gridFigures, positionIn, type TFigureCell } from './grid-figures';

const ok = (position: number): TFigureCell => ({ status: 'ok', position });
const notFound: TFigureCell = { status: 'not-found', position: null };
const noData: TFigureCell = { status: 'no-data', position: null };

describe('gridFigures', () => {
  it('averages the found positions (ARP), all points with not-found as 21 (ATRP), and the top-3 share (SoLV)', () => {
    // 3×3: 1, 2, 3, 4, 10, not found ×4
    const cells = [ok(1), ok(2), ok(3), ok(4), ok(10), notFound, notFound, notFound, notFound];
    expect(gridFigures(cells)).toEqual({ arp: 4, atrp: 11.56 /* (1+2+3+4+10+4×21)/9, 2 decimals */, solv: 33.33 });
  });

  it('leaves a point without data out of every figure, never as a drop', () => {
    const withGap = gridFigures([ok(1), ok(5), noData, notFound]);
    expect(withGap).toEqual({ arp: 3, atrp: 9, solv: 33.33 });
    expect(gridFigures([ok(1), ok(5), notFound])).toEqual(withGap);
  });

  it('answers null figures when no point has data', () => {
    expect(gridFigures([noData, noData, { status: 'pending', position: null }])).toEqual({ arp: null, atrp: null, solv: null });
  });

  it('has no ARP when the shop was found nowhere, but an ATRP of 21 and a SoLV of 0', () => {
    expect(gridFigures([notFound, notFound, noData])).toEqual({ arp: null, atrp: 21, solv: 0 });
  });

  it('counts position 3 in the top 3 and 4 out of it', () => {
    expect(gridFigures([ok(3), ok(4)]).solv).toBe(50);
  });
});

describe('positionIn', () => {
  const pack = ['Blue Door Coffee', 'Corner Bean - Downtown', 'Bean There'];
  it('finds a business by its name whatever the case and spacing', () => {
    expect(positionIn(pack, '  corner   BEAN ')).toBe(2);
    expect(positionIn(pack, 'Blue Door Coffee')).toBe(1);
  });
  it('answers null for a business not in the pack, or a blank name', () => {
    expect(positionIn(pack, 'Other Cafe')).toBeNull();
    expect(positionIn(pack, ' ')).toBeNull();
  });
});
