import { Injectable, Logger } from '@nestjs/common';
import { LOCAL_WORK_HOUR, localDay, localHour } from '../../common/business-day';
import { InsightsRepository } from '../insights.repository';
import type { TGenerateJobData } from './generate-insights.job';

// Once a day per business, after LOCAL_WORK_HOUR on its own clock: the businesses whose daily job
// has not run on their today (a new business's first one runs at once), each marked as it is
// taken; the queue adds one generate job per business and day (a stable id).
export const dailyJobDay = (business: { timezone: string; dailyJobOn: Date | null }, now: Date): string | undefined => {
  const today = localDay(now, business.timezone);
  if (!business.dailyJobOn) return today;
  return localHour(now, business.timezone) >= LOCAL_WORK_HOUR && business.dailyJobOn.toISOString().slice(0, 10) < today ? today : undefined;
};

@Injectable()
export class SweepInsightsJob {
  private readonly logger = new Logger(SweepInsightsJob.name);

  constructor(private readonly repository: InsightsRepository) {}

  async due(now: Date): Promise<{ data: TGenerateJobData; jobId: string }[]> {
    const due: { data: TGenerateJobData; jobId: string }[] = [];
    for (const business of await this.repository.dailyJobCandidates()) {
      const day = dailyJobDay(business, now);
      if (!day || !(await this.repository.markDailyJob(business.id, day))) continue;
      due.push({ data: { businessId: business.id, day, at: now.toISOString() }, jobId: `generate:${business.id}:${day}` });
    }
    if (due.length > 0) this.logger.log({ due: due.length }, 'Daily insights jobs');
    return due;
  }
}
