import { Module } from '@nestjs/common';
import { DependencyProbes } from './dependency.probes';
import { HealthController } from './health.controller';
import { HealthMonitor } from './health.monitor';

@Module({
  controllers: [HealthController],
  providers: [DependencyProbes, HealthMonitor],
})
export class HealthModule {}
