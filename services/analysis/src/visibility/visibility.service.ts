import { Inject, Injectable } from '@nestjs/common';
import {
  GRID_SIZES,
  type TAllowance,
  type TBusinessScope,
  type TScan,
  type TScanCreate,
  type TScanCreated,
  type TScanCsv,
  type TScanSummary,
  type TVisibilityConfig,
} from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { PlanService } from '../businesses/plan.service';
import { ScopeService } from '../businesses/scope.service';
import { normalizedText } from '../common/text';
import { AllowanceService, allowanceMonth } from './allowance.service';
import { gridPoints, zoomFor } from './grid-geometry';
import { GRID_PROVIDER, type GridProvider } from './grid-provider';
import { GridScansQueue } from './grid-scans.queue';
import { scanFromCsv, scanToCsv } from './scan-csv';
import { scanSummary, scanView } from './scan-view';
import { pendingCells, ScansRepository } from './scans.repository';
import { defaultRadiusOf, shopCentre } from './shop-place';

export const DEFAULT_GRID_SIZE = 5;

const NOT_FOUND = 'That scan does not exist.';
const NO_CENTRE = "We don't know where your shop is yet: set its city in Settings to run a scan.";

// Geo-grid visibility scans (docs/product.md, Visibility): "Scan now", the scans, their CSV.
@Injectable()
export class VisibilityService {
  constructor(
    private readonly scope: ScopeService,
    private readonly plans: PlanService,
    private readonly scans: ScansRepository,
    private readonly allowance: AllowanceService,
    private readonly queue: GridScansQueue,
    @Inject(GRID_PROVIDER) private readonly provider: GridProvider,
  ) {}

  // Reserves the scan's lookups and creates it in one transaction, then queues it: a scan the
  // month cannot pay for is refused before anything runs (a hard cap, docs/product.md).
  async create(scope: TBusinessScope, input: TScanCreate): Promise<TScanCreated> {
    const { business, plan } = await this.scope.forChange(scope);
    const normalized = normalizedText(input.keyword);
    const keyword = await this.scans.trackedKeyword(business.id, normalized);
    if (!keyword) throw new ServiceException('VALIDATION', `"${input.keyword.trim()}" is not one of your tracked keywords. Add it on the Keywords page first.`);
    const listing = await this.scans.listing(business.id);
    const center = shopCentre(listing, business.city);
    if (!center) throw new ServiceException('VALIDATION', NO_CENTRE);
    const points = gridPoints(center, input.gridSize, input.radiusKm);
    const owner = { ...business, planName: plan.planName };
    const scan = await this.scans.transaction(async (tx) => {
      if (!(await this.allowance.reserve(owner, points.length, { tx }))) return undefined;
      return this.scans.create(
        tx,
        {
          businessId: business.id,
          keyword,
          normalized,
          gridSize: input.gridSize,
          radiusKm: input.radiusKm,
          center,
          zoom: zoomFor(input.gridSize, input.radiusKm, center.lat),
          source: this.provider.name,
          origin: 'manual',
          targetName: listing?.name ?? business.name,
        },
        pendingCells(points),
        'queued',
      );
    });
    if (!scan) {
      const left = await this.allowance.allowance(owner);
      const remaining = Math.max(0, left.limit + left.rolledOver - left.used);
      const resets = allowanceMonth(owner, new Date()).resetsAt.toISOString().slice(0, 10);
      throw new ServiceException('LIMIT_REACHED', `This scan needs ${points.length} lookups and your month has ${remaining} left. Choose a smaller grid, or wait until ${resets}.`);
    }
    await this.queue.enqueue({ scanId: scan.id, businessId: business.id });
    return { id: scan.id, status: 'queued' };
  }

  async get(scope: TBusinessScope, id: string, competitor?: string): Promise<TScan> {
    const business = await this.scope.business(scope);
    const scan = await this.scans.find(business.id, id);
    if (!scan) throw new ServiceException('NOT_FOUND', NOT_FOUND);
    return scanView(scan, competitor);
  }

  // Newest first (a bare array of summaries).
  async list(scope: TBusinessScope, keyword?: string): Promise<TScanSummary[]> {
    const business = await this.scope.business(scope);
    const scans = await this.scans.list(business.id, keyword ? normalizedText(keyword) : undefined);
    return scans.map((scan) => scanSummary(scan));
  }

  async exportCsv(scope: TBusinessScope, id: string): Promise<TScanCsv> {
    const view = await this.get(scope, id);
    if (view.status === 'queued' || view.status === 'running') throw new ServiceException('CONFLICT', 'The scan is still running: export it once it is done.');
    const csv = scanToCsv({
      keyword: view.keyword,
      gridSize: view.gridSize,
      radiusKm: view.radiusKm,
      source: view.source,
      cells: view.cells.map((cell) => ({ ...cell, top3: cell.top3.map((place) => place.name), checkedAt: cell.checkedAt ?? view.createdAt })),
    });
    const slug = normalizedText(view.keyword).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'scan';
    return { filename: `nearbly-scan-${slug}-${view.createdAt.slice(0, 10)}.csv`, csv };
  }

  // An exported scan back in (no lookup, nothing drawn from the allowance). Its centre is its middle
  // point; the pack kept at each point is the CSV's top 3, so a competitor's grid of an imported
  // scan knows the top 3 only.
  async importCsv(scope: TBusinessScope, csv: string): Promise<TScanCreated> {
    const { business } = await this.scope.forChange(scope);
    const parsed = scanFromCsv(csv);
    const middle = parsed.cells[(parsed.cells.length - 1) / 2];
    if (!middle) throw new ServiceException('VALIDATION', 'This is not a scan exported by Nearbly: it has no middle point.');
    const times = parsed.cells.map((cell) => Date.parse(cell.checkedAt));
    const anyData = parsed.cells.some((cell) => cell.status !== 'no-data');
    const listing = await this.scans.listing(business.id);
    const status = anyData ? 'done' : 'failed';
    const scan = await this.scans.transaction((tx) =>
      this.scans.create(
        tx,
        {
          businessId: business.id,
          keyword: parsed.keyword,
          normalized: normalizedText(parsed.keyword),
          gridSize: parsed.gridSize,
          radiusKm: parsed.radiusKm,
          center: { lat: middle.lat, lng: middle.lng },
          zoom: zoomFor(parsed.gridSize, parsed.radiusKm, middle.lat),
          source: parsed.source,
          origin: 'import',
          targetName: listing?.name ?? business.name,
        },
        parsed.cells.map((cell) => ({ lat: cell.lat, lng: cell.lng, status: cell.status, position: cell.position, pack: cell.top3, checkedAt: new Date(cell.checkedAt) })),
        status,
        new Date(Math.max(...times)),
        new Date(Math.min(...times)),
      ),
    );
    return { id: scan.id, status };
  }

  async allowanceOf(scope: TBusinessScope): Promise<TAllowance> {
    const business = await this.scope.business(scope);
    // Billing down: the plan last known (the read model) still tells the limit.
    const plan = await this.plans.planOf(business).catch(() => undefined);
    return this.allowance.allowance({ ...business, planName: plan?.planName ?? business.planName });
  }

  // The BFF fills mapTileUrl from its own configuration.
  async config(scope: TBusinessScope): Promise<TVisibilityConfig> {
    const business = await this.scope.business(scope);
    return {
      mapTileUrl: null,
      provider: this.provider.name,
      gridSizes: [...GRID_SIZES],
      defaultGridSize: DEFAULT_GRID_SIZE,
      defaultRadiusKm: defaultRadiusOf(business.type),
      center: shopCentre(await this.scans.listing(business.id), business.city),
    };
  }
}
