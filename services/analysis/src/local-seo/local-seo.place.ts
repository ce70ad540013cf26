// Reads a visitor's free-text address or city ("12 Main St, Austin, TX 78701") into the place
// people search with ("austin") and a rough size of the market there.

export type TPlaceSize = 'town' | 'city' | 'metro';

export type TPlace = {
  // Lower-case words used in search phrases: "austin", "78701".
  keyword: string;
  // The same place for sentences: "Austin".
  name: string;
  size: TPlaceSize;
  // True when only a postcode was given: phrases then read "near 78701".
  isPostcode: boolean;
};

// The largest US markets (and their boroughs): many shops of every kind compete there.
const METROS = new Set([
  'new york',
  'nyc',
  'manhattan',
  'brooklyn',
  'queens',
  'bronx',
  'los angeles',
  'chicago',
  'houston',
  'phoenix',
  'philadelphia',
  'san antonio',
  'san diego',
  'dallas',
  'austin',
  'san jose',
  'jacksonville',
  'fort worth',
  'columbus',
  'charlotte',
  'san francisco',
  'indianapolis',
  'seattle',
  'denver',
  'washington',
  'boston',
  'nashville',
  'portland',
  'las vegas',
  'detroit',
  'atlanta',
  'miami',
  'minneapolis',
  'oklahoma city',
  'baltimore',
  'milwaukee',
  'albuquerque',
  'tucson',
  'sacramento',
  'kansas city',
  'new orleans',
  'pittsburgh',
  'st louis',
  'saint louis',
  'cleveland',
  'tampa',
  'orlando',
  'salt lake city',
  'honolulu',
  'london',
  'toronto',
]);

// Words that name a small place.
const TOWN_WORDS = /\b(village|town|township|hamlet|borough)\b/;

// "TX", "TX 78701", "78701", "78701-1234", "SW1A 1AA"-like codes; country names.
const REGION_OR_POSTCODE =
  /^(?:[a-z]{2}\.?\s*)?(?:\d{4,5}(?:-\d{4})?)?$|^[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}$/;
const COUNTRY =
  /^(usa|us|u\.s\.a?\.?|united states( of america)?|america|uk|united kingdom|canada)$/;
// A street line starts with a house number: "12 Main St", "12b High Street".
const STREET = /^\d+[a-z]?\s+\D/;
const POSTCODE = /^\d{4,5}(?:-\d{4})?$/;

const clean = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const titleCase = (text: string): string =>
  text.replace(
    /(^|[\s-])(\p{L})/gu,
    (_, gap: string, letter: string) => gap + letter.toUpperCase(),
  );

export function readPlace(location: string): TPlace {
  const parts = location
    .split(/[,\n]/)
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length > 0);
  const named = parts.find(
    (part) =>
      !STREET.test(part) &&
      !REGION_OR_POSTCODE.test(part) &&
      !COUNTRY.test(part) &&
      clean(part).length > 0,
  );
  const postcode = parts
    .map((part) => part.match(/\d{4,5}(?:-\d{4})?/)?.[0])
    .find((code) => code !== undefined);
  // A street line alone: its street name, without the house number.
  const keyword =
    clean((named ?? postcode ?? parts[0] ?? location).replace(/^\d+[a-z]?\s+/, '')) ||
    clean(location);
  const isPostcode = POSTCODE.test(keyword);
  const size: TPlaceSize = METROS.has(keyword.replace(/\./g, ''))
    ? 'metro'
    : TOWN_WORDS.test(keyword)
      ? 'town'
      : 'city';
  return { keyword, name: isPostcode ? keyword : titleCase(keyword), size, isPostcode };
}
