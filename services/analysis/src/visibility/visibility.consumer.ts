import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  REQUEST_TOPICS,
  ZBusinessScope,
  ZEarningsRequest,
  ZScanCreateRequest,
  ZScanGetRequest,
  ZScanImportRequest,
  ZScansListRequest,
  ZScanViewRequest,
  type TAllowance,
  type TBusinessScope,
  type TScan,
  type TScanCreated,
  type TScanCsv,
  type TScanSummary,
  type TVisibilityConfig,
  type TVisibilityEarnings,
} from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import type { z } from 'zod';
import { EarningsService } from './earnings.service';
import { VisibilityService } from './visibility.service';

@Controller()
export class VisibilityConsumer {
  constructor(
    private readonly visibility: VisibilityService,
    private readonly earningsService: EarningsService,
  ) {}

  @MessagePattern(REQUEST_TOPICS.analysis.visibilityScanCreate)
  create(@Payload(new ZodPayloadPipe(ZScanCreateRequest)) input: z.infer<typeof ZScanCreateRequest>): Promise<TScanCreated> {
    return this.visibility.create(input, input);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.visibilityScanGet)
  get(@Payload(new ZodPayloadPipe(ZScanViewRequest)) input: z.infer<typeof ZScanViewRequest>): Promise<TScan> {
    return this.visibility.get(input, input.id, input.competitor);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.visibilityScansList)
  list(@Payload(new ZodPayloadPipe(ZScansListRequest)) input: z.infer<typeof ZScansListRequest>): Promise<TScanSummary[]> {
    return this.visibility.list(input, input.keyword);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.visibilityScanExport)
  exportCsv(@Payload(new ZodPayloadPipe(ZScanGetRequest)) input: z.infer<typeof ZScanGetRequest>): Promise<TScanCsv> {
    return this.visibility.exportCsv(input, input.id);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.visibilityScanImport)
  importCsv(@Payload(new ZodPayloadPipe(ZScanImportRequest)) input: z.infer<typeof ZScanImportRequest>): Promise<TScanCreated> {
    return this.visibility.importCsv(input, input.csv);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.visibilityAllowance)
  allowance(@Payload(new ZodPayloadPipe(ZBusinessScope)) scope: TBusinessScope): Promise<TAllowance> {
    return this.visibility.allowanceOf(scope);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.visibilityConfig)
  config(@Payload(new ZodPayloadPipe(ZBusinessScope)) scope: TBusinessScope): Promise<TVisibilityConfig> {
    return this.visibility.config(scope);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.visibilityEarnings)
  earnings(@Payload(new ZodPayloadPipe(ZEarningsRequest)) input: z.infer<typeof ZEarningsRequest>): Promise<TVisibilityEarnings> {
    return this.earningsService.earnings(input, input);
  }
}
