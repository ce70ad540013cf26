// docs/product.md §8 dashboard toasts for the Reviews page, word for word.
export const REVIEWS_MESSAGES = {
  loadFailed: 'Could not load reviews',
  sendFailed: 'Failed to send response',
  sent: 'Response sent',
  generated: 'Responses generated',
  actionFailed: 'Action failed',
} as const;
