// What a review talks about, in the reviewer's own words, so a reply can refer to it.

// Things customers of a cafe, boutique, gym or restaurant mention, longest first so "oat milk
// latte" wins over "latte". Matched as whole words, case-insensitively.
const TOPIC_TERMS = [
  'oat milk latte', 'cold brew', 'flat white', 'pour over', 'customer service', 'changing rooms', 'fitting room',
  'group classes', 'personal trainer', 'opening hours', 'wait time', 'free wifi', 'wi-fi', 'wifi',
  'espresso', 'latte', 'cappuccino', 'coffee', 'tea', 'croissant', 'croissants', 'pastries', 'pastry', 'muffin', 'cake', 'scones',
  'sandwich', 'sandwiches', 'breakfast', 'brunch', 'lunch', 'dinner', 'menu', 'food', 'dessert', 'pizza', 'pasta',
  'barista', 'baristas', 'staff', 'service', 'team', 'owner',
  'atmosphere', 'vibe', 'music', 'seating', 'decor', 'patio', 'space', 'parking', 'location',
  'prices', 'price', 'value', 'selection', 'collection', 'dresses', 'dress', 'jewelry', 'shoes', 'clothes', 'fit', 'sizes', 'gift',
  'equipment', 'machines', 'classes', 'class', 'trainers', 'trainer', 'instructor', 'locker room', 'showers', 'yoga', 'spin',
  'cleanliness', 'clean', 'wait', 'line', 'queue', 'order', 'checkout', 'refund', 'return', 'membership',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TOPIC_PATTERNS = TOPIC_TERMS.map((term) => ({ term, pattern: new RegExp(`\\b${escape(term)}\\b`, 'i') }));

// Up to `max` topics in the order the review mentions them, without one inside another.
export const topicsOf = (reviewText: string, max = 2): string[] => {
  const found: { term: string; index: number }[] = [];
  for (const { term, pattern } of TOPIC_PATTERNS) {
    const match = pattern.exec(reviewText);
    if (!match) continue;
    const overlaps = found.some((other) => match.index < other.index + other.term.length && other.index < match.index + term.length);
    if (!overlaps) found.push({ term, index: match.index });
  }
  return found.sort((a, b) => a.index - b.index).slice(0, max).map((item) => item.term.toLowerCase());
};

// "the latte and the staff"
export const joinTopics = (topics: string[]): string => topics.map((topic) => `the ${topic}`).join(' and ');

// The reviewer's first name as they sign ("Sarah M." → "Sarah"); "there" when it is not a name.
export const firstNameOf = (reviewerName: string): string => {
  const first = reviewerName.trim().split(/\s+/)[0] ?? '';
  const clean = first.replace(/[^\p{L}'-]/gu, '');
  return clean.length >= 2 ? clean.charAt(0).toUpperCase() + clean.slice(1) : 'there';
};
