import { Module } from '@nestjs/common';
import { RpcClient } from '@app/service-kit';
import { GoogleCoreModule } from '../google/google-core.module';
import { BillingRpcLifecycle, billingRpcProvider } from './billing-rpc.provider';
import { BusinessEventsConsumer } from './business-events.consumer';
import { BusinessEventsService } from './business-events.service';
import { BusinessesRepository } from './businesses.repository';
import { PlanService } from './plan.service';
import { ScopeService } from './scope.service';

@Module({
  imports: [GoogleCoreModule],
  controllers: [BusinessEventsConsumer],
  providers: [BusinessesRepository, BusinessEventsService, PlanService, ScopeService, billingRpcProvider, BillingRpcLifecycle],
  exports: [BusinessesRepository, PlanService, ScopeService, RpcClient],
})
export class BusinessesModule {}
