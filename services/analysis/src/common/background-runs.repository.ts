import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { IDLE_RUN, type TBackgroundRun } from '@app/contracts';
import { PrismaClient } from '../generated/prisma/client';

// The long actions whose latest run a business's pages follow (docs/product.md §4).
export type TRunKind = 'rank-check' | 'insights-refresh';

// The latest run of each long action per business: written by the job as it goes, read by the page
// (through its view) while it runs and after a reload.
@Injectable()
export class BackgroundRunsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // A new run replaces the previous one: running, nothing done yet. Its id is the key its job
  // writes with: a run that was replaced meanwhile (two jobs of one business overlapping, a click
  // while the new keywords' first check still goes) writes nothing over the one now shown.
  async start(businessId: string, kind: TRunKind, total: number | null, at = new Date()): Promise<string> {
    const runId = randomUUID();
    const run = { runId, state: 'running', startedAt: at, finishedAt: null, done: 0, total, error: null };
    await this.prisma.backgroundRun.upsert({
      where: { businessId_kind: { businessId, kind } },
      create: { businessId, kind, ...run },
      update: run,
    });
    return runId;
  }

  // The job of a Check now carries on the run its click started (and shown since): running again
  // from nothing done, with what is left to do now (a retry after a failure starts over too). A run
  // replaced meanwhile stays replaced: the job's writes then reach nothing shown.
  async resume(businessId: string, kind: TRunKind, runId: string, total: number): Promise<void> {
    await this.prisma.backgroundRun.updateMany({
      where: { businessId, kind, runId },
      data: { state: 'running', finishedAt: null, done: 0, total, error: null },
    });
  }

  async progress(businessId: string, kind: TRunKind, runId: string, done: number): Promise<void> {
    await this.prisma.backgroundRun.updateMany({
      where: { businessId, kind, runId, state: 'running' },
      data: { done },
    });
  }

  // `total` when the run ends having had less to do than it announced (keywords deleted since).
  async finish(
    businessId: string,
    kind: TRunKind,
    runId: string,
    outcome: { error: string } | 'done',
    total?: number,
  ): Promise<void> {
    await this.prisma.backgroundRun.updateMany({
      where: { businessId, kind, runId },
      data:
        outcome === 'done'
          ? { state: 'done', finishedAt: new Date(), error: null, ...(total === undefined ? {} : { total, done: total }) }
          : { state: 'failed', finishedAt: new Date(), error: outcome.error },
    });
  }

  async latest(businessId: string, kind: TRunKind): Promise<TBackgroundRun> {
    const row = await this.prisma.backgroundRun.findUnique({
      where: { businessId_kind: { businessId, kind } },
    });
    if (!row) return IDLE_RUN;
    return {
      state: row.state === 'done' || row.state === 'failed' ? row.state : 'running',
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      progress:
        row.total === null ? null : { done: Math.min(row.done, row.total), total: row.total },
      error: row.error,
    };
  }
}
