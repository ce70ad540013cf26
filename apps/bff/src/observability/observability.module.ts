import { Module } from '@nestjs/common';
import { startDefaultMetrics } from '@app/service-kit';
import { MetricsServer } from './metrics-server';

@Module({ providers: [MetricsServer] })
export class ObservabilityModule {
  constructor() {
    startDefaultMetrics();
  }
}
