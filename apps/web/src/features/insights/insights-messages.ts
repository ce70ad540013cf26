// docs/product.md §8 dashboard toasts for the Insights page, word for word.
export const INSIGHTS_MESSAGES = {
  loadFailed: 'Could not load insights',
  refreshed: 'Insights refreshed',
  actionFailed: 'Action failed',
  tryAgain: 'Please try again.',
} as const;
