import { useSearchParams } from 'react-router';

import { useBusinessTimeZone } from '@/features/auth/useBusinessTimeZone';

import { periodOf, periodRange, type ReportPeriod } from './report-period';
import { useGetAnalyticsQuery } from './reports.api';

// The report of the period named in the address (?period=90d), for the page and its print view.
// `report` is only ever the answer for this period: figures of another period are never shown.
export function useReport() {
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('period'));
  const timeZone = useBusinessTimeZone();
  const range = periodRange(period, timeZone);
  const query = useGetAnalyticsQuery(range);
  const choose = (next: ReportPeriod) =>
    setParams(
      (current) => {
        current.set('period', next.id);
        return current;
      },
      { replace: true },
    );
  return { period, range, report: query.currentData, query, choose };
}
