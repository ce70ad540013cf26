import { formatDay } from '@/components/format-date';

// The charts' dates: a short day for the axis ("Nov 20") and a full day for the tooltips and data
// tables ("Fri, Nov 20, 2026"). The API's days are already the business's calendar days.
export const axisDay = (date: string): string => formatDay(date, 'dayMonth');

export const fullDay = (date: string): string => formatDay(date, 'weekday');
