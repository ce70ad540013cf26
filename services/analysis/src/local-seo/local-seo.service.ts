import { Injectable } from '@nestjs/common';
import {
  LOCAL_SEO_COMPETITION,
  seasonOf,
  type TLocalSeoAnalysis,
  type TLocalSeoCompetition,
  type TLocalSeoQuery,
} from '@app/contracts';
import { readPlace, type TPlace } from './local-seo.place';
import { BUSINESS_PROFILES, MARKET_SIZE_FACTOR, type TBusinessProfile } from './local-seo.profiles';

// Points taken off the score for how contested the map pack is.
const COMPETITION_PENALTY: Record<TLocalSeoCompetition, number> = { Low: 0, Medium: 10, High: 20 };

// Past the first few pages of local results every place counts the same: nobody looks there.
const MAX_CLIMB = 30;

const roundTo = (value: number, step: number): number =>
  Math.max(step, Math.round(value / step) * step);
const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

// The free analysis of the landing page (docs/product.md §2/§3). No randomness: the same business type,
// place and season always give the same answer, built from what we know about each kind of shop
// (local-seo.profiles.ts), the size of the market the place names and the season's demand.
@Injectable()
export class LocalSeoService {
  analyse(query: TLocalSeoQuery, now: Date = new Date()): TLocalSeoAnalysis {
    const profile = BUSINESS_PROFILES[query.businessType];
    const place = readPlace(query.location);
    const season = seasonOf(now);
    const { phrases, demand } = profile.seasons[season];

    // A bigger market has more shops competing: one level more contested; a small town one less.
    const level =
      LOCAL_SEO_COMPETITION.indexOf(profile.competition) +
      (place.size === 'metro' ? 1 : place.size === 'town' ? -1 : 0);
    const competition =
      LOCAL_SEO_COMPETITION[clamp(level, 0, LOCAL_SEO_COMPETITION.length - 1)] ??
      profile.competition;
    const shopsNearby = profile.shopsNearby[place.size];
    // A shop without an optimised profile typically sits just past the middle of the local results.
    const currentRanking = Math.max(4, Math.round(shopsNearby * 0.55));
    // How reachable the top 3 is: every place to climb and a contested market cost points; a
    // season of rising demand adds a few.
    const seasonBonus = demand > 1.05 ? 5 : 0;
    const climb = Math.min(currentRanking - 1, MAX_CLIMB) * 1.5;
    const score = clamp(
      Math.round(100 - climb - COMPETITION_PENALTY[competition] + seasonBonus),
      0,
      100,
    );

    return {
      businessType: query.businessType,
      location: query.location,
      searchVolume: roundTo(profile.baseVolume * MARKET_SIZE_FACTOR[place.size] * demand, 10),
      competition,
      currentRanking,
      topKeywords: topKeywords(profile, place, phrases),
      opportunities: opportunities({
        profile,
        place,
        season,
        phrases,
        demand,
        competition,
        currentRanking,
        shopsNearby,
      }),
      score,
      season,
    };
  }
}

const inPlace = (phrase: string, place: TPlace): string =>
  place.isPostcode ? `${phrase} near ${place.keyword}` : `${phrase} ${place.keyword}`;

function topKeywords(
  profile: TBusinessProfile,
  place: TPlace,
  phrases: readonly [string, string],
): string[] {
  const best = place.isPostcode
    ? `best ${profile.core[1]} near ${place.keyword}`
    : `best ${profile.core[1]} in ${place.keyword}`;
  return [
    inPlace(profile.core[0], place),
    profile.nearMe,
    inPlace(phrases[0], place),
    best,
    `${phrases[1]} near me`,
  ];
}

type TOpportunityFacts = {
  profile: TBusinessProfile;
  place: TPlace;
  season: string;
  phrases: readonly [string, string];
  demand: number;
  competition: TLocalSeoCompetition;
  currentRanking: number;
  shopsNearby: number;
};

// Most useful first: the landing page shows the first two.
function opportunities(facts: TOpportunityFacts): string[] {
  const { profile, place, season, phrases, demand, competition, currentRanking, shopsNearby } =
    facts;
  const trend = demand > 1.05 ? 'rise' : 'hold steady';
  const market = {
    High: `With about ${shopsNearby} ${profile.plural} competing near ${place.name}, reviews decide who shows first: ask every happy customer for one and answer each within a day.`,
    Medium: `About ${shopsNearby} ${profile.plural} compete near ${place.name} and many have half-finished profiles: photos, opening hours and a weekly post put you ahead of them.`,
    Low: `Few of the ${shopsNearby} ${profile.plural} near ${place.name} look after their listings: consistent name, address and phone on Yelp, Apple Maps and Bing Places can lift you quickly.`,
  }[competition];
  return [
    `Searches for "${inPlace(phrases[0], place)}" ${trend} this ${season}: mention ${phrases[0]} in your Google Business Profile, posts and menu now.`,
    `From about #${currentRanking} to the top 3 on Google Maps: complete every field of your Google Business Profile and add fresh photos each week.`,
    market,
    `Put "${inPlace(profile.core[0], place)}" in your website's home page title and first paragraph.`,
  ];
}
