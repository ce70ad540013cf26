import { paceSentences } from './review-growth-messages';

const pace = {
  ownPerMonth: 3,
  competitors: [{ name: 'Bean There', perMonth: 9, estimated: false }],
  leaderName: 'Bean There',
  leaderPerMonth: 9,
  gapPerMonth: 6,
};

describe(paceSentences.name, () => {
  it('says the gap in whole reviews a month', () => {
    expect(paceSentences(pace)).toEqual([
      'You get 3 new reviews a month; Bean There gets 9.',
      'About 6 more a month would close the gap.',
    ]);
  });

  it('says when the shop is not behind, and when a leader figure is an estimate', () => {
    expect(
      paceSentences({
        ...pace,
        ownPerMonth: 1,
        competitors: [{ name: 'Bean There', perMonth: 0.5, estimated: true }],
        leaderPerMonth: 0.5,
        gapPerMonth: 0,
      }),
    ).toEqual([
      'You get 1 new review a month; Bean There gets about 0.5 (estimated).',
      'You already get reviews at least as fast as Bean There: keep asking.',
    ]);
  });

  it('asks for competitors when there are none to compare with', () => {
    expect(
      paceSentences({
        ownPerMonth: 2.3,
        competitors: [],
        leaderName: null,
        leaderPerMonth: null,
        gapPerMonth: null,
      }),
    ).toEqual([
      'You get 2.3 new reviews a month.',
      'Add competitors to compare your pace with theirs.',
    ]);
  });
});
