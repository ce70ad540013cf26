// docs/product.md §8 dashboard toasts for the Reviews page, word for word.
export const REVIEWS_MESSAGES = {
  loadFailed: 'Could not load reviews',
  sendFailed: 'Failed to send response',
  sent: 'Response sent',
  generated: 'Responses generated',
  actionFailed: 'Action failed',
  // Issue 17: a reply to a Google review, on its way to Google.
  publishing: 'Publishing…',
  published: 'Published on Google',
  unknownReason: 'Google did not say why',
  retryFailed: 'Could not retry publishing',
} as const;
