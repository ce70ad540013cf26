import { Module } from '@nestjs/common';
import { startDefaultMetrics } from '@app/service-kit';
import { MetricsController } from './metrics.controller';

@Module({ controllers: [MetricsController] })
export class ObservabilityModule {
  constructor() {
    startDefaultMetrics();
  }
}
