// A monthly billing period ends on the same day of the next month (UTC).
export const addMonth = (from: Date): Date => {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};
