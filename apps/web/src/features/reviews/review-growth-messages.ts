import type { TReviewPace } from '@app/contracts';

// Issue 21 "Review growth" (docs/product.md §2 Reviews, "Get more reviews"): the "Get more reviews" card's
// copy, word for word.
export const REVIEW_GROWTH_MESSAGES = {
  title: 'Get more reviews',
  noGating:
    'Ask every customer. Google forbids review gating: never ask only happy customers or filter by rating.',
  connectFirst: 'Connect Google Business Profile first to get your review link and QR code.',
  connect: 'Connect Google',
  linkLabel: 'Your Google review link',
  copy: 'Copy link',
  copied: 'Review link copied',
  copyFailed: 'Could not copy the link: select it and copy it by hand.',
  qrAlt: 'QR code of your Google review link',
  print: 'Print counter card',
  cardAsk: 'Enjoyed your visit? Tell others on Google',
  cardHint: 'Scan with your phone camera',
  loadFailed: 'Could not load your review pace.',
} as const;

// 3 → "3", 3.25 → "3.3" (paces come with one decimal).
const figure = (value: number): string => String(Math.round(value * 10) / 10);
const reviewsAMonth = (value: number): string =>
  `${figure(value)} new review${value === 1 ? '' : 's'} a month`;

// The pace comparison in plain words; a missing figure is said, never shown as 0.
export function paceSentences(pace: TReviewPace): string[] {
  const { ownPerMonth, leaderName, leaderPerMonth, gapPerMonth, competitors } = pace;
  const leader = competitors.find((competitor) => competitor.name === leaderName);
  const leaderPace =
    leaderName !== null && leaderPerMonth !== null
      ? `${leaderName} gets ${leader?.estimated ? 'about ' : ''}${figure(leaderPerMonth)}${leader?.estimated ? ' (estimated)' : ''}`
      : null;
  const sentences: string[] = [];
  if (ownPerMonth === null) {
    sentences.push('We have not seen any of your reviews yet, so your pace is not known.');
    if (leaderPace) sentences.push(`${leaderPace} new reviews a month.`);
  } else if (leaderPace) {
    sentences.push(`You get ${reviewsAMonth(ownPerMonth)}; ${leaderPace}.`);
  } else {
    sentences.push(`You get ${reviewsAMonth(ownPerMonth)}.`);
  }
  if (!leaderPace) {
    sentences.push(
      competitors.length === 0
        ? 'Add competitors to compare your pace with theirs.'
        : "Your competitors' pace is not known yet: it needs their figures on two different days.",
    );
  } else if (gapPerMonth !== null) {
    sentences.push(
      gapPerMonth === 0
        ? `You already get reviews at least as fast as ${leaderName ?? 'them'}: keep asking.`
        : `About ${gapPerMonth} more a month would close the gap.`,
    );
  }
  return sentences;
}
