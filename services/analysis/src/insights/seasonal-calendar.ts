// docs/product.md §2 Insights, seasonal: what people near a business search for more at this time of year,
// by business type and month (1-12). Each entry is one situation per year.
export type TSeason = {
  id: string;
  types: string[];
  months: number[];
  title: string;
  description: string;
  actionRecommended: string;
  impactScore: number;
  // High when the season is at its peak (searches rise in the first of its months).
  peakMonths: number[];
};

export const SEASONS: TSeason[] = [
  {
    id: 'holiday-drinks',
    types: ['cafe'],
    months: [11, 12],
    peakMonths: [11],
    title: 'Holiday drinks season is here',
    description: 'Searches for peppermint mochas, gingerbread lattes and hot chocolate near me climb through November and December.',
    actionRecommended: 'Track holiday drink keywords and feature your seasonal menu on your listing.',
    impactScore: 72,
  },
  {
    id: 'fall-flavours',
    types: ['cafe'],
    months: [9, 10],
    peakMonths: [9],
    title: 'Pumpkin spice searches are rising',
    description: 'Fall flavours (pumpkin spice, chai, apple cider) are among the most searched café drinks in September and October.',
    actionRecommended: 'Add fall drink keywords and post your autumn specials.',
    impactScore: 65,
  },
  {
    id: 'iced-coffee',
    types: ['cafe'],
    months: [5, 6, 7, 8],
    peakMonths: [6],
    title: 'Iced coffee weather',
    description: 'Searches for cold brew and iced lattes peak in the warm months.',
    actionRecommended: 'Track cold brew and iced coffee keywords for your city.',
    impactScore: 60,
  },
  {
    id: 'new-year-fitness',
    types: ['gym'],
    months: [1, 2],
    peakMonths: [1],
    title: 'New Year resolutions drive gym searches',
    description: 'January brings the most searches for gyms, personal trainers and beginner classes of the year.',
    actionRecommended: 'Track "gym near me" and beginner class keywords, and highlight a New Year offer.',
    impactScore: 80,
  },
  {
    id: 'summer-fitness',
    types: ['gym'],
    months: [4, 5, 6],
    peakMonths: [5],
    title: 'Summer fitness searches are climbing',
    description: 'Outdoor bootcamps and short programmes are searched more in late spring.',
    actionRecommended: 'Add summer programme keywords and update your class schedule.',
    impactScore: 62,
  },
  {
    id: 'back-to-routine',
    types: ['gym'],
    months: [9],
    peakMonths: [9],
    title: 'Back-to-routine season',
    description: 'After the summer break, people search for classes that fit their schedule again.',
    actionRecommended: 'Track class schedule keywords and post your autumn timetable.',
    impactScore: 58,
  },
  {
    id: 'holiday-shopping',
    types: ['boutique'],
    months: [11, 12],
    peakMonths: [11],
    title: 'Holiday gift shopping has started',
    description: 'Black Friday, Small Business Saturday and gift searches make November and December the busiest months for local shops.',
    actionRecommended: 'Track gift and Small Business Saturday keywords and list your holiday hours.',
    impactScore: 78,
  },
  {
    id: 'valentines',
    types: ['boutique', 'restaurant'],
    months: [2],
    peakMonths: [2],
    title: "Valentine's Day searches",
    description: "Gift and dinner searches spike in the first two weeks of February.",
    actionRecommended: "Track Valentine's keywords and feature an offer on your listing.",
    impactScore: 66,
  },
  {
    id: 'back-to-school',
    types: ['boutique'],
    months: [8],
    peakMonths: [8],
    title: 'Back-to-school shopping',
    description: 'Families search for clothes and accessories near them through August.',
    actionRecommended: 'Track back-to-school keywords for your city.',
    impactScore: 60,
  },
  {
    id: 'holiday-parties',
    types: ['restaurant'],
    months: [11, 12],
    peakMonths: [11],
    title: 'Holiday party bookings',
    description: 'Groups look for places to book holiday dinners and parties from November.',
    actionRecommended: 'Track group dining and holiday party keywords and post your booking details.',
    impactScore: 74,
  },
  {
    id: 'mothers-day',
    types: ['restaurant'],
    months: [5],
    peakMonths: [5],
    title: "Mother's Day brunch searches",
    description: "Brunch and lunch reservations are among May's top local searches.",
    actionRecommended: "Track Mother's Day brunch keywords and open bookings early.",
    impactScore: 64,
  },
  {
    id: 'holiday-hours',
    types: ['other'],
    months: [12],
    peakMonths: [12],
    title: 'Holiday opening hours',
    description: 'Customers check whether local businesses are open over the holidays.',
    actionRecommended: 'Update your opening hours for the holidays on your listing.',
    impactScore: 55,
  },
];

export const seasonsOf = (businessType: string, month: number): TSeason[] =>
  SEASONS.filter((season) => season.types.includes(businessType) && season.months.includes(month));
