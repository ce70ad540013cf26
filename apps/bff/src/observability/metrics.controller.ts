import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { METRICS_CONTENT_TYPE, metricsRegistry } from '@app/service-kit';

// Prometheus scrape of this BFF process (not part of the public API document).
@ApiExcludeController()
@Controller()
export class MetricsController {
  @Get('metrics')
  @Header('Content-Type', METRICS_CONTENT_TYPE)
  @Header('Cache-Control', 'no-store')
  metrics(): Promise<string> {
    return metricsRegistry.metrics();
  }
}
