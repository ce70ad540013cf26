import { Injectable } from '@nestjs/common';
import { gridAlertsOf, type TGridScanSeen } from '../alerts/alert-rules';
import { raiseAlert } from '../alerts/alerts.repository';
import { localDay } from '../common/business-day';
import { Prisma, PrismaClient, type GridCell, type GridScan } from '../generated/prisma/client';
import type { TPoint } from './grid-geometry';

type TTx = Prisma.TransactionClient;
export type TScanWithCells = GridScan & { cells: GridCell[] };
export type TNewScan = {
  businessId: string;
  keyword: string;
  normalized: string;
  gridSize: number;
  radiusKm: number;
  center: TPoint;
  zoom: number;
  source: string;
  origin: 'manual' | 'scheduled' | 'import';
  targetName: string;
  scheduledOn?: string;
};
type TScanListing = { hours: unknown; name: string | null; latitude: number | null; longitude: number | null };
// By business id: its listing, its tracked keywords, and by keyword (normalized) the day of its
// newest scheduled scan.
export type TScheduleInputs = {
  listings: Map<string, TScanListing>;
  keywords: Map<string, { keyword: string; normalized: string }[]>;
  lastScheduled: Map<string, Map<string, Date>>;
};
export type TNewCell = { lat: number; lng: number; status: string; position: number | null; pack: string[]; checkedAt: Date | null };

// A new scan's cells: one per grid point, none looked up yet.
export const pendingCells = (points: TPoint[]): TNewCell[] => points.map((point) => ({ ...point, status: 'pending', position: null, pack: [], checkedAt: null }));

@Injectable()
export class ScansRepository {
  constructor(private readonly prisma: PrismaClient) {}

  transaction<T>(work: (tx: TTx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  // The scan and its points in one transaction (the caller's, with the lookups reserved).
  async create(tx: TTx, scan: TNewScan, cells: TNewCell[], status: string, finishedAt: Date | null = null, createdAt?: Date): Promise<GridScan> {
    const { center, scheduledOn, ...rest } = scan;
    const created = await tx.gridScan.create({
      data: {
        ...rest,
        centerLat: center.lat,
        centerLng: center.lng,
        status,
        finishedAt,
        ...(createdAt ? { createdAt } : {}),
        ...(scheduledOn ? { scheduledOn: new Date(`${scheduledOn}T00:00:00Z`) } : {}),
      },
    });
    await tx.gridCell.createMany({ data: cells.map((cell, idx) => ({ scanId: created.id, idx, ...cell })) });
    return created;
  }

  // Whether a scheduled scan of the keyword exists for that business day (one per keyword and day).
  async scheduledExists(businessId: string, normalized: string, day: string): Promise<boolean> {
    return (await this.prisma.gridScan.count({ where: { businessId, normalized, scheduledOn: new Date(`${day}T00:00:00Z`) } })) > 0;
  }

  find(businessId: string, id: string): Promise<TScanWithCells | null> {
    return this.prisma.gridScan.findFirst({ where: { id, businessId }, include: { cells: { orderBy: { idx: 'asc' } } } });
  }

  // For the worker: the scan by id alone (the job carries the business id too, and checks it).
  findForJob(id: string): Promise<TScanWithCells | null> {
    return this.prisma.gridScan.findUnique({ where: { id }, include: { cells: { orderBy: { idx: 'asc' } } } });
  }

  list(businessId: string, normalized?: string, take = 100): Promise<TScanWithCells[]> {
    return this.prisma.gridScan.findMany({
      where: { businessId, ...(normalized ? { normalized } : {}) },
      include: { cells: { orderBy: { idx: 'asc' } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
    });
  }

  async markRunning(id: string): Promise<void> {
    await this.prisma.gridScan.updateMany({ where: { id, status: 'queued' }, data: { status: 'running' } });
  }

  async saveCell(scanId: string, idx: number, cell: Pick<TNewCell, 'status' | 'position' | 'pack'>, checkedAt: Date): Promise<void> {
    await this.prisma.gridCell.updateMany({ where: { scanId, idx, status: 'pending' }, data: { ...cell, checkedAt } });
  }

  // Ends a scan; a scan that finishes done is compared, in the same transaction, with the
  // keyword's previous finished scan of the same grid (size and radius), which may raise the SoLV
  // and new-top-3 alerts (a failed scan never does). Only the call that ends the scan compares, so
  // a job retried after its scan ended raises nothing twice (the alerts' keys also prevent it).
  async finish(id: string, status: 'done' | 'failed', at: Date): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.gridScan.updateMany({ where: { id, status: { in: ['queued', 'running'] } }, data: { status, finishedAt: at } });
      if (count === 0 || status !== 'done') return;
      const current = await tx.gridScan.findUnique({ where: { id }, include: { cells: true, business: { select: { timezone: true } } } });
      if (!current) return;
      const previous = await tx.gridScan.findFirst({
        where: { businessId: current.businessId, normalized: current.normalized, gridSize: current.gridSize, radiusKm: current.radiusKm, status: 'done', id: { not: id }, createdAt: { lt: current.createdAt } },
        orderBy: { createdAt: 'desc' },
        include: { cells: true },
      });
      const seen = (scan: TScanWithCells): TGridScanSeen => ({
        scanId: scan.id,
        day: localDay(scan.createdAt, current.business.timezone),
        cells: scan.cells.map((cell) => ({ status: cell.status as TGridScanSeen['cells'][number]['status'], position: cell.position, pack: cell.pack })),
      });
      const drafts = gridAlertsOf({ keyword: current.keyword, shopName: current.targetName, previous: previous ? seen(previous) : null, current: seen(current) });
      for (const draft of drafts) await raiseAlert(tx, current.businessId, draft, at);
    });
  }

  // The day's scans of a keyword over a period, oldest first (the earnings chart).
  scansBetween(businessId: string, normalized: string, from: Date, to: Date): Promise<TScanWithCells[]> {
    return this.prisma.gridScan.findMany({
      where: { businessId, normalized, status: 'done', createdAt: { gte: from, lt: to } },
      include: { cells: true },
      orderBy: { createdAt: 'asc' },
    });
  }

  // The tracked keyword with that normalized text, if the business tracks it.
  async trackedKeyword(businessId: string, normalized: string): Promise<string | null> {
    return (await this.prisma.trackedKeyword.findFirst({ where: { businessId, normalized }, select: { keyword: true } }))?.keyword ?? null;
  }

  // What the scheduled-scan sweep needs of these shops, in three statements however many they
  // are: each shop's listing, its tracked keywords (oldest first) and the business day of each
  // keyword's newest scheduled scan. A shop with no listing has no entry in `listings`.
  async scheduleInputs(businessIds: string[]): Promise<TScheduleInputs> {
    const where = { businessId: { in: businessIds } };
    const [listings, keywords, last] = await Promise.all([
      this.prisma.listing.findMany({ where, select: { businessId: true, hours: true, name: true, latitude: true, longitude: true } }),
      this.prisma.trackedKeyword.findMany({ where, select: { businessId: true, keyword: true, normalized: true }, orderBy: { createdAt: 'asc' } }),
      this.prisma.gridScan.groupBy({ by: ['businessId', 'normalized'], where: { ...where, origin: 'scheduled' }, _max: { scheduledOn: true } }),
    ]);
    const inputs: TScheduleInputs = { listings: new Map(listings.map(({ businessId, ...listing }) => [businessId, listing])), keywords: new Map(), lastScheduled: new Map() };
    for (const { businessId, ...keyword } of keywords) {
      const tracked = inputs.keywords.get(businessId);
      if (tracked) tracked.push(keyword);
      else inputs.keywords.set(businessId, [keyword]);
    }
    for (const { businessId, normalized, _max } of last) {
      if (!_max.scheduledOn) continue;
      const days = inputs.lastScheduled.get(businessId) ?? new Map<string, Date>();
      inputs.lastScheduled.set(businessId, days.set(normalized, _max.scheduledOn));
    }
    return inputs;
  }

  // The listing's opening hours, name and coordinates (null: no listing yet).
  async listing(businessId: string): Promise<TScanListing | null> {
    return this.prisma.listing.findUnique({ where: { businessId }, select: { hours: true, name: true, latitude: true, longitude: true } });
  }

  // The keyword's rank per checked day (ok checks only: no data and not ranked are gaps).
  async keywordRanks(businessId: string, normalized: string, from: string, to: string): Promise<Map<string, number>> {
    const rows = await this.prisma.rankCheck.findMany({
      where: { businessId, keyword: { normalized }, status: 'ok', checkedOn: { gte: new Date(`${from}T00:00:00Z`), lte: new Date(`${to}T00:00:00Z`) } },
      select: { checkedOn: true, position: true },
    });
    return new Map(rows.flatMap((row) => (row.position === null ? [] : [[row.checkedOn.toISOString().slice(0, 10), row.position] as const])));
  }

  // The owner's own actions recorded as recent activity over a period.
  activities(businessId: string, kinds: string[], from: Date, to: Date): Promise<{ kind: string; text: string; occurredAt: Date }[]> {
    return this.prisma.activity.findMany({
      where: { businessId, kind: { in: kinds }, occurredAt: { gte: from, lt: to } },
      select: { kind: true, text: true, occurredAt: true },
      orderBy: { occurredAt: 'asc' },
    });
  }
}
