// docs/product.md §10 Alerts: the header's bell and its list, word for word.
export const NOTIFICATIONS_MESSAGES = {
  bellLabel: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: "No alerts yet. We'll let you know when a ranking moves, a review needs you or a competitor changes.",
  loadFailed: "Notifications couldn't be loaded. Please try again in a moment.",
  unreadBadge: 'New',
} as const;
