import { Injectable, Logger } from '@nestjs/common';
import { utcDay } from '../../common/text';
import { InsightsRepository } from '../insights.repository';
import type { TGenerateJobData } from './generate-insights.job';

// Once a day per business: the businesses whose daily job has not run today, each marked as it
// is taken; the queue adds one generate job per business and day (a stable id).
@Injectable()
export class SweepInsightsJob {
  private readonly logger = new Logger(SweepInsightsJob.name);

  constructor(private readonly repository: InsightsRepository) {}

  async due(now: Date): Promise<{ data: TGenerateJobData; jobId: string }[]> {
    const day = utcDay(now);
    const due: { data: TGenerateJobData; jobId: string }[] = [];
    for (const businessId of await this.repository.dueForDailyJob(day)) {
      if (!(await this.repository.markDailyJob(businessId, day))) continue;
      due.push({ data: { businessId, day, at: now.toISOString() }, jobId: `generate:${businessId}:${day}` });
    }
    if (due.length > 0) this.logger.log({ due: due.length }, 'Daily insights jobs');
    return due;
  }
}
