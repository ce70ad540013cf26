import { Inject, Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { positionIn } from './grid-figures';
import { GRID_PROVIDER, type GridProvider } from './grid-provider';
import { ScansRepository } from './scans.repository';

export const ZScanJobData = z.object({ scanId: z.uuid(), businessId: z.uuid() });
export type TScanJobData = z.infer<typeof ZScanJobData>;

// Lookups of one scan run this many at once: quick enough for a 13×13 grid, gentle on SerpApi.
export const GRID_PARALLELISM = 8;
// A lookup that fails (5xx, timeout, bad body) is tried this many times, then the point has no data.
export const LOOKUP_ATTEMPTS = 3;
const RETRY_DELAY_MS = 250;

// Runs the points of a scan still pending (so a job retried after a crash resumes where it
// stopped), then marks it done, or failed when no point could be looked up at all.
@Injectable()
export class ScanRunner {
  private readonly logger = new Logger(ScanRunner.name);

  constructor(
    private readonly scans: ScansRepository,
    @Inject(GRID_PROVIDER) private readonly provider: GridProvider,
  ) {}

  async run(data: TScanJobData): Promise<void> {
    const scan = await this.scans.findForJob(data.scanId);
    if (!scan || scan.businessId !== data.businessId || scan.status === 'done' || scan.status === 'failed') return;
    await this.scans.markRunning(scan.id);
    const pending = scan.cells.filter((cell) => cell.status === 'pending');
    const center = { lat: scan.centerLat, lng: scan.centerLng };
    let next = 0;
    let failed = 0;
    const worker = async (): Promise<void> => {
      while (next < pending.length) {
        const cell = pending[next];
        next += 1;
        if (!cell) continue;
        const lookup = { businessId: scan.businessId, keyword: scan.keyword, targetName: scan.targetName, center, point: { lat: cell.lat, lng: cell.lng }, zoom: scan.zoom };
        const pack = await this.lookup(() => this.provider.pack(lookup), scan.id, cell.idx);
        if (!pack) {
          failed += 1;
          await this.scans.saveCell(scan.id, cell.idx, { status: 'no-data', position: null, pack: [] }, new Date());
          continue;
        }
        const position = positionIn(pack, scan.targetName);
        await this.scans.saveCell(scan.id, cell.idx, { status: position === null ? 'not-found' : 'ok', position, pack }, new Date());
      }
    };
    await Promise.all(Array.from({ length: Math.min(GRID_PARALLELISM, pending.length) }, worker));
    const after = await this.scans.findForJob(scan.id);
    const anyData = after?.cells.some((cell) => cell.status === 'ok' || cell.status === 'not-found') ?? false;
    await this.scans.finish(scan.id, anyData ? 'done' : 'failed', new Date());
    this.logger.log({ scanId: scan.id, businessId: scan.businessId, points: pending.length, noData: failed }, 'Grid scan done');
  }

  private async lookup(attempt: () => Promise<string[]>, scanId: string, idx: number): Promise<string[] | undefined> {
    for (let tried = 1; ; tried += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (tried >= LOOKUP_ATTEMPTS) {
          this.logger.warn({ err: error, scanId, idx }, 'Grid lookup failed; the point has no data');
          return undefined;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * tried));
      }
    }
  }
}
