import { assignHomes } from './home-partition-assigner';

const PARTITIONS = [0, 1, 2, 3, 4, 5];

describe('assignHomes', () => {
  it('keeps every instance on its home partition when another instance joins', () => {
    const before = assignHomes([{ memberId: 'a', home: undefined }, { memberId: 'b', home: undefined }], PARTITIONS);
    const homeOfA = before.get('a')?.[0];
    const homeOfB = before.get('b')?.[0];
    expect(homeOfA).not.toBe(homeOfB);
    // The newcomer sorts first by id, and must still not take a partition someone calls home.
    const after = assignHomes([{ memberId: '0-new', home: undefined }, { memberId: 'a', home: homeOfA }, { memberId: 'b', home: homeOfB }], PARTITIONS);
    expect(after.get('a')?.[0]).toBe(homeOfA);
    expect(after.get('b')?.[0]).toBe(homeOfB);
    expect([homeOfA, homeOfB]).not.toContain(after.get('0-new')?.[0]);
  });

  it('keeps the others on their homes when an instance leaves, and gives every partition a reader', () => {
    const after = assignHomes([{ memberId: 'a', home: 4 }, { memberId: 'c', home: 1 }], PARTITIONS);
    expect(after.get('a')?.[0]).toBe(4);
    expect(after.get('c')?.[0]).toBe(1);
    expect([...(after.get('a') ?? []), ...(after.get('c') ?? [])].sort()).toEqual(PARTITIONS);
  });

  it('gives a claimed home to the first member by id only, and the other a free partition', () => {
    const after = assignHomes([{ memberId: 'b', home: 2 }, { memberId: 'a', home: 2 }], PARTITIONS);
    expect(after.get('a')?.[0]).toBe(2);
    expect(after.get('b')?.[0]).toBe(0);
  });

  it('leaves an instance without a partition when there are more instances than partitions', () => {
    const after = assignHomes([{ memberId: 'a', home: 0 }, { memberId: 'b', home: undefined }], [0]);
    expect(after.get('a')).toEqual([0]);
    expect(after.get('b')).toEqual([]);
  });
});
