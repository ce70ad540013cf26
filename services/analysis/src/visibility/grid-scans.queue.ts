import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { GRID_SCAN_JOBS, GRID_SCANS_QUEUE } from '@app/contracts';
import { ServiceQueue } from '@app/service-kit';
import { env } from '../config/env';
import { ScanRunner, ZScanJobData, type TScanJobData } from './scan-runner';
import { ScanScheduler } from './scan-scheduler';

// Grid scans: one job per scan (job id = scan id, so a retry never runs it twice), and a sweep
// that starts the scheduled scans due while the shop is open.
@Injectable()
export class GridScansQueue extends ServiceQueue {
  constructor(
    @Inject(ScanRunner) private readonly runner: ScanRunner,
    @Inject(ScanScheduler) private readonly scheduler: ScanScheduler,
  ) {
    super({
      name: GRID_SCANS_QUEUE,
      label: 'analysis-grid-scans',
      databaseUrl: env.databaseUrl,
      redisUrl: env.REDIS_URL,
      sweep: { jobName: GRID_SCAN_JOBS.sweep, everyMs: env.RANK_SWEEP_INTERVAL_MS },
    });
  }

  async enqueue(data: TScanJobData): Promise<void> {
    await this.queue.add(GRID_SCAN_JOBS.scan, ZScanJobData.parse(data), { jobId: data.scanId });
  }

  // Creates the scheduled scans due at `now` and queues them (the sweep job; tests pass their clock).
  async sweep(now: Date): Promise<TScanJobData[]> {
    const due = await this.scheduler.schedule(now);
    for (const data of due) await this.enqueue(data);
    return due;
  }

  protected async process(job: Job): Promise<void> {
    if (job.name === GRID_SCAN_JOBS.sweep) {
      await this.sweep(new Date());
      return;
    }
    if (job.name === GRID_SCAN_JOBS.scan) return this.runner.run(ZScanJobData.parse(job.data));
    this.unknownJob(job);
  }
}
