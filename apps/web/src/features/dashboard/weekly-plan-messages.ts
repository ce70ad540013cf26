// The dashboard's weekly plan card (issue 21), word for word.
export const WEEKLY_PLAN_MESSAGES = {
  title: 'Three things to do this week',
  weekOf: (day: string) => `Week of ${day}`,
  lastWeek: 'Last week',
  doIt: 'Do it',
  empty: 'Nothing urgent this week. Keep replying to reviews as they come in.',
  loadFailed: 'Your weekly plan could not be loaded.',
} as const;
