import { Controller, Get, NotFoundException, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EchoRequests } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { env } from '../config/env';
import { HealthRateLimitGuard } from './health-rate-limit.guard';
import { HealthMonitor, type THealthSnapshot } from './health.monitor';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    private readonly monitor: HealthMonitor,
    private readonly rpc: RpcClient,
  ) {}

  @Get('health')
  @UseGuards(HealthRateLimitGuard)
  @ApiOperation({ summary: 'Health of the BFF, its dependencies and every service (at most 5 s old when read: a read of an older report refreshes it; every 30 s unread, every second while degraded)' })
  async health(@Res({ passthrough: true }) response: Response): Promise<THealthSnapshot> {
    const snapshot = await this.monitor.current();
    response.status(snapshot.status === 'ok' ? 200 : 503);
    return snapshot;
  }

  // A request/reply to auth that touches nothing: what the transport alone costs (bench/transport.mjs).
  @Get('bench/echo')
  @ApiOperation({ summary: 'Benchmarks only (BENCH_ROUTES=on): one Kafka request/reply that touches no database' })
  async echo(): Promise<{ text: string }> {
    if (env.BENCH_ROUTES !== 'on') throw new NotFoundException('Not found');
    return this.rpc.call(EchoRequests.auth, { text: 'echo' });
  }

  @Get('health/live')
  @ApiOperation({ summary: 'Liveness: the process answers' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('integrations/status')
  @UseGuards(HealthRateLimitGuard)
  @ApiOperation({ summary: 'The latest background check of every service, and which outside integrations are configured' })
  async integrations(): Promise<THealthSnapshot & { integrations: Record<string, { configured: boolean; mode?: 'stripe' | 'local' | 'google' | 'sandbox'; label?: string }> }> {
    const snapshot = await this.monitor.current();
    const configured = (value: string | undefined) => ({ configured: Boolean(value) });
    return {
      ...snapshot,
      integrations: {
        openai: configured(env.OPENAI_API_KEY),
        // Local mode: plans change in the database without payment (development and demos only).
        stripe: { ...configured(env.STRIPE_SECRET_KEY), mode: env.STRIPE_SECRET_KEY ? 'stripe' : 'local' },
        google: configured(env.GOOGLE_CLIENT_ID),
        // Listing, reviews and figures: from Google, or from the local Google sandbox standing in
        // for it (npm start without Google credentials), which the product labels as such.
        googleBusinessProfile: {
          configured: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
          mode: env.GOOGLE_SANDBOX_URL ? 'sandbox' : 'google',
          label: env.GOOGLE_SANDBOX_URL ? 'Google sandbox' : 'Google Business Profile',
        },
        smtp: configured(env.SMTP_URL),
        serp: configured(env.SERP_API_KEY),
      },
    };
  }
}
