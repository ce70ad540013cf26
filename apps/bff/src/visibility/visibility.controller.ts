import { BadRequestException, Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  VisibilityRequests,
  ZScanImport,
  type TAllowance,
  type TScan,
  type TScanCreated,
  type TScanSummary,
  type TVisibilityConfig,
  type TVisibilityEarnings,
} from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { AuthGuard, CurrentActor, isUuid, scopeOf, type TActor } from '../auth/auth.guard';
import { env } from '../config/env';
import { EarningsQueryDto, ScanCreateDto, ScanQueryDto, ScansQueryDto } from './visibility.dto';

// Where a scan's CSV is posted; setup-app.ts lets this path take a text/csv body as well as JSON.
export const SCAN_IMPORT_PATH = '/api/visibility/scans/import';
const SCAN_NOT_FOUND = 'That scan does not exist.';

// docs/product.md, Visibility: geo-grid scans of a tracked keyword, the month's lookup allowance,
// the page's configuration and what visibility earns. analysis owns all of it.
@ApiTags('visibility')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('visibility')
export class VisibilityController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('scans')
  @HttpCode(202)
  @ApiOperation({ summary: 'Scan now: queue a grid scan of a tracked keyword (draws gridSize² lookups from the allowance; 403 when it cannot pay)' })
  create(@CurrentActor() actor: TActor, @Body() body: ScanCreateDto): Promise<TScanCreated> {
    return this.rpc.call(VisibilityRequests.scanCreate, { ...scopeOf(actor), ...body });
  }

  @Get('scans')
  @ApiOperation({ summary: "The business's scans (of one keyword with ?keyword=), newest first: a bare array of summaries" })
  list(@CurrentActor() actor: TActor, @Query() query: ScansQueryDto): Promise<TScanSummary[]> {
    return this.rpc.call(VisibilityRequests.scansList, { ...scopeOf(actor), ...query });
  }

  @Post('scans/import')
  @ApiOperation({ summary: 'Import a scan from its exported CSV: the text itself as text/csv, or JSON { csv }; answers 201 { id, status }' })
  @ApiConsumes('text/csv', 'application/json')
  @ApiBody({ schema: { type: 'string', description: 'The CSV of GET /api/visibility/scans/{id}/export.csv' } })
  importCsv(@CurrentActor() actor: TActor, @Body() body: unknown): Promise<TScanCreated> {
    const parsed = ZScanImport.safeParse(typeof body === 'string' ? { csv: body } : body);
    if (!parsed.success) throw new BadRequestException(parsed.error.issues[0]?.message ?? 'Send the CSV text of an exported scan');
    return this.rpc.call(VisibilityRequests.scanImport, { ...scopeOf(actor), csv: parsed.data.csv });
  }

  @Get('scans/:id')
  @ApiOperation({ summary: "A scan with its points and figures; ?competitor=<name> answers the same grid for that business, from the packs stored at each point (no extra lookup)" })
  @ApiQuery({ name: 'competitor', required: false })
  get(@CurrentActor() actor: TActor, @Param('id') id: string, @Query() query: ScanQueryDto): Promise<TScan> {
    if (!isUuid(id)) throw new NotFoundException(SCAN_NOT_FOUND);
    return this.rpc.call(VisibilityRequests.scanGet, { ...scopeOf(actor), id, ...query });
  }

  @Get('scans/:id/export.csv')
  @ApiOperation({ summary: 'The scan as CSV, one row per point (date, keyword, grid size, radius, source, lat, lng, status, position, top 3)' })
  @ApiProduces('text/csv')
  async exportCsv(@CurrentActor() actor: TActor, @Param('id') id: string, @Res() response: Response): Promise<void> {
    if (!isUuid(id)) throw new NotFoundException(SCAN_NOT_FOUND);
    const file = await this.rpc.call(VisibilityRequests.scanExport, { ...scopeOf(actor), id });
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`);
    response.setHeader('Cache-Control', 'no-store');
    response.send(file.csv);
  }

  @Get('allowance')
  @ApiOperation({ summary: "The month's lookups (grid scans and daily rank checks): used, the plan's limit, rolled over from last month, when it resets" })
  allowance(@CurrentActor() actor: TActor): Promise<TAllowance> {
    return this.rpc.call(VisibilityRequests.allowance, scopeOf(actor));
  }

  @Get('config')
  @ApiOperation({ summary: "What the Visibility page needs: map tiles (if configured), provider, grid sizes, default radius for the business type, the shop's centre" })
  async config(@CurrentActor() actor: TActor): Promise<TVisibilityConfig> {
    const config = await this.rpc.call(VisibilityRequests.config, scopeOf(actor));
    return { ...config, mapTileUrl: env.MAP_TILE_URL ?? null };
  }

  @Get('earnings')
  @ApiOperation({ summary: 'Per business day: SoLV, average rank, calls, directions and website clicks, the owner\'s own actions, and an honest correlation' })
  earnings(@CurrentActor() actor: TActor, @Query() query: EarningsQueryDto): Promise<TVisibilityEarnings> {
    return this.rpc.call(VisibilityRequests.earnings, { ...scopeOf(actor), ...query });
  }
}
