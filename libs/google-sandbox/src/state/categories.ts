import type { TCategory } from './sandbox-state';

// The Business Information categories the sandbox knows (Google has thousands; a location may
// only use ids from this list, as Google refuses unknown `gcid`s).
export const CATEGORIES: readonly TCategory[] = [
  ['bakery', 'Bakery'],
  ['bicycle_repair_shop', 'Bicycle repair shop'],
  ['bicycle_store', 'Bicycle store'],
  ['boutique', 'Boutique'],
  ['breakfast_restaurant', 'Breakfast restaurant'],
  ['cafe', 'Cafe'],
  ['clothing_store', 'Clothing store'],
  ['coffee_roasters', 'Coffee roasters'],
  ['coffee_shop', 'Coffee shop'],
  ['coffee_stand', 'Coffee stand'],
  ['espresso_bar', 'Espresso bar'],
  ['fitness_center', 'Fitness center'],
  ['gym', 'Gym'],
  ['juice_shop', 'Juice shop'],
  ['pilates_studio', 'Pilates studio'],
  ['restaurant', 'Restaurant'],
  ['sandwich_shop', 'Sandwich shop'],
  ['tea_house', 'Tea house'],
  ['yoga_studio', 'Yoga studio'],
].map(([id, displayName]) => ({ name: `categories/gcid:${id}`, displayName: displayName ?? '' }));

export const categoryNamed = (name: string): TCategory | undefined => CATEGORIES.find((category) => category.name === name);

export const category = (id: string): TCategory => {
  const found = categoryNamed(`categories/gcid:${id}`);
  if (!found) throw new Error(`unknown sandbox category ${id}`);
  return found;
};
