// docs/product.md §8 dashboard toasts for the Competitors page, word for word.
export const COMPETITORS_MESSAGES = {
  loadFailed: 'Could not load competitors',
  actionFailed: 'Action failed',
} as const;
