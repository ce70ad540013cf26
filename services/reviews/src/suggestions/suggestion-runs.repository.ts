import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { TSuggestionRun } from '@app/contracts';
import { PrismaClient, Prisma } from '../generated/prisma/client';
import type { TSuggestionKey } from './suggestions.repository';

const IDLE: TSuggestionRun = {
  state: 'idle',
  startedAt: null,
  finishedAt: null,
  progress: null,
  error: null,
  failed: 0,
};

// docs/product.md §4 Long actions, said by the page word for word when nothing could be drafted.
export const NOTHING_DRAFTED = 'No reply could be drafted. Please try again later.';

type TCounts = { pending: number; failed: number };

// The run (`run`, a suggestion_runs row) has none of its reviews still waiting for a reply: it is over.
const NOTHING_PENDING = Prisma.sql`NOT EXISTS (
  SELECT 1 FROM reviews AS waiting
  WHERE waiting.business_id = run.business_id AND waiting.suggestion_run_id = run.id AND waiting.suggestion_status = 'pending'
)`;

// The latest 'Generate responses' of each business. The run is one row; its progress is read from
// the reviews that carry its id (pending, ready or failed), so it is never out of step with them.
@Injectable()
export class SuggestionRunsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // A new run replaces the last one: every pending review asks for the next generation of its
  // suggestion under the run's id. The run's row is written first, so two runs started at once
  // take turns on its lock and each total counts exactly the reviews that carry its id.
  async start(
    businessId: string,
    now = new Date(),
  ): Promise<{ targets: TSuggestionKey[]; run: TSuggestionRun }> {
    const id = randomUUID();
    return this.prisma.$transaction(async (tx) => {
      const run = { id, startedAt: now, total: 0, finishedAt: null };
      await tx.suggestionRun.upsert({
        where: { businessId },
        create: { businessId, ...run },
        update: run,
      });
      const rows = await tx.$queryRaw<{ id: string; suggestion_generation: number }[]>`
        UPDATE reviews SET suggestion_generation = suggestion_generation + 1, suggestion_status = 'pending',
               suggestion_run_id = ${id}::uuid, updated_at = now()
        WHERE business_id = ${businessId}::uuid AND response_text IS NULL
        RETURNING id, suggestion_generation`;
      // Nothing to draft: the run is over as soon as it starts.
      const finishedAt = rows.length === 0 ? now : null;
      await tx.suggestionRun.update({
        where: { businessId },
        data: { total: rows.length, finishedAt },
      });
      return {
        targets: rows.map((row) => ({
          reviewId: row.id,
          businessId,
          generation: row.suggestion_generation,
        })),
        run: view(
          { startedAt: now, finishedAt, total: rows.length },
          { pending: rows.length, failed: 0 },
        ),
      };
    });
  }

  async latest(businessId: string): Promise<TSuggestionRun> {
    const read = await this.read(businessId);
    if (!read) return IDLE;
    if (read.counts.pending > 0 || read.run.finishedAt !== null) return view(read.run, read.counts);
    // Nothing waits but the run is not marked over: read between the last job's commit and its
    // settle (a moment), or its last reviews are gone. Ended here as that settle would end it, so
    // a finished run always says when (the page stops asking once it reads "done").
    const [ended] = await this.prisma.$queryRaw<{ finished_at: Date }[]>`
      UPDATE suggestion_runs AS run SET finished_at = now()
      WHERE run.business_id = ${businessId}::uuid AND run.id = ${read.run.id}::uuid AND run.finished_at IS NULL
        AND ${NOTHING_PENDING}
      RETURNING run.finished_at`;
    if (ended) return view({ ...read.run, finishedAt: ended.finished_at }, read.counts);
    // Not ended here: that settle got there first, or a new run replaced this one. The run as it is now.
    const again = await this.read(businessId);
    return again ? view(again.run, again.counts) : IDLE;
  }

  private async read(businessId: string) {
    const run = await this.prisma.suggestionRun.findUnique({ where: { businessId } });
    if (!run) return undefined;
    const [counts = { pending: 0, failed: 0 }] = await this.prisma.$queryRaw<TCounts[]>`
      SELECT count(*) FILTER (WHERE suggestion_status = 'pending')::int AS pending,
             count(*) FILTER (WHERE suggestion_status = 'failed')::int AS failed
      FROM reviews WHERE business_id = ${businessId}::uuid AND suggestion_run_id = ${run.id}::uuid`;
    return { run, counts };
  }

  // After a job settled its review (drafted, or failed for good): the run that asked for it ends
  // when none of its reviews waits any more. Each job checks after its own commit, so the one that
  // settles the last review sees every other one settled. The scan stops at the first review still
  // waiting, which is found at once while many wait.
  async settle(key: Pick<TSuggestionKey, 'businessId' | 'reviewId'>): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE suggestion_runs AS run SET finished_at = now()
      FROM reviews AS settled
      WHERE settled.id = ${key.reviewId}::uuid AND settled.business_id = ${key.businessId}::uuid
        AND run.business_id = settled.business_id AND run.id = settled.suggestion_run_id AND run.finished_at IS NULL
        AND ${NOTHING_PENDING}`;
  }

  async deleteBusiness(tx: Prisma.TransactionClient, businessId: string): Promise<void> {
    await tx.suggestionRun.deleteMany({ where: { businessId } });
  }
}

// Reviews gone since the run started (samples replaced by the first real review, say) count as
// settled: nothing waits for them.
const view = (
  run: { startedAt: Date; finishedAt: Date | null; total: number },
  counts: TCounts,
): TSuggestionRun => {
  const pending = Math.min(counts.pending, run.total);
  const failed = Math.min(counts.failed, run.total);
  const state = pending > 0 ? 'running' : run.total > 0 && failed === run.total ? 'failed' : 'done';
  return {
    state,
    startedAt: run.startedAt.toISOString(),
    finishedAt: state === 'running' ? null : (run.finishedAt?.toISOString() ?? null),
    progress: { done: run.total - pending, total: run.total },
    error: state === 'failed' ? NOTHING_DRAFTED : null,
    failed,
  };
};
