import { Controller } from '@nestjs/common';
import {
  VisibilityRequests,
  type TAllowance,
  type TRequestOf,
  type TScan,
  type TScanCreated,
  type TScanCsv,
  type TScanSummary,
  type TVisibilityConfig,
  type TVisibilityEarnings,
} from '@app/contracts';
import { Handles } from '@app/service-kit';
import { EarningsService } from './earnings.service';
import { VisibilityService } from './visibility.service';

@Controller()
export class VisibilityConsumer {
  constructor(
    private readonly visibility: VisibilityService,
    private readonly earningsService: EarningsService,
  ) {}

  @Handles(VisibilityRequests.scanCreate)
  create(input: TRequestOf<typeof VisibilityRequests.scanCreate>): Promise<TScanCreated> {
    return this.visibility.create(input, input);
  }

  @Handles(VisibilityRequests.scanGet)
  get(input: TRequestOf<typeof VisibilityRequests.scanGet>): Promise<TScan> {
    return this.visibility.get(input, input.id, input.competitor);
  }

  @Handles(VisibilityRequests.scansList)
  list(input: TRequestOf<typeof VisibilityRequests.scansList>): Promise<TScanSummary[]> {
    return this.visibility.list(input, input.keyword);
  }

  @Handles(VisibilityRequests.scanExport)
  exportCsv(input: TRequestOf<typeof VisibilityRequests.scanExport>): Promise<TScanCsv> {
    return this.visibility.exportCsv(input, input.id);
  }

  @Handles(VisibilityRequests.scanImport)
  importCsv(input: TRequestOf<typeof VisibilityRequests.scanImport>): Promise<TScanCreated> {
    return this.visibility.importCsv(input, input.csv);
  }

  @Handles(VisibilityRequests.allowance)
  allowance(scope: TRequestOf<typeof VisibilityRequests.allowance>): Promise<TAllowance> {
    return this.visibility.allowanceOf(scope);
  }

  @Handles(VisibilityRequests.config)
  config(scope: TRequestOf<typeof VisibilityRequests.config>): Promise<TVisibilityConfig> {
    return this.visibility.config(scope);
  }

  @Handles(VisibilityRequests.earnings)
  earnings(input: TRequestOf<typeof VisibilityRequests.earnings>): Promise<TVisibilityEarnings> {
    return this.earningsService.earnings(input, input);
  }
}
