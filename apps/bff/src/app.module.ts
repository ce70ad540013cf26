import { randomUUID } from 'node:crypto';
import { Module, RequestMethod } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { ZodValidationPipe } from 'nestjs-zod';
import { pinoOptions } from '@app/service-kit';
import { env } from './config/env';
import { AnalyticsModule } from './analytics/analytics.module';
import { VisibilityModule } from './visibility/visibility.module';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { ChatbotModule } from './chatbot/chatbot.module';
import { GoogleBusinessModule } from './google/google.module';
import { GoogleNotificationsModule } from './google/notifications.module';
import { HealthModule } from './health/health.module';
import { HttpErrorFilter } from './http/http-exception.filter';
import { LocalSeoModule } from './local-seo/local-seo.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ObservabilityModule } from './observability/observability.module';
import { RedisModule } from './redis/redis.module';
import { ReviewGrowthModule } from './review-growth/review-growth.module';
import { ReviewsModule } from './reviews/reviews.module';
import { ServicesModule } from './services/services.module';
import { SupportModule } from './support/support.module';

const CORRELATION_HEADER = 'x-correlation-id';

@Module({
  imports: [
    LoggerModule.forRoot({
      // Every route under the global prefix, in path-to-regexp 8's syntax (nestjs-pino's default
      // '*' made Nest warn at every start while converting it to this).
      forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
      pinoHttp: {
        ...pinoOptions('bff', env.LOG_LEVEL),
        // One correlation id per request: the caller's (if sane) or a new one, echoed back.
        genReqId: (request, response) => {
          const incoming = request.headers[CORRELATION_HEADER];
          const id = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
          response.setHeader(CORRELATION_HEADER, id);
          return id;
        },
        customProps: (request) => ({ correlationId: request.id }),
      },
    }),
    ServicesModule,
    RedisModule,
    HealthModule,
    AuthModule,
    DashboardModule,
    NewsletterModule,
    LocalSeoModule,
    SupportModule,
    BillingModule,
    ReviewsModule,
    ReviewGrowthModule,
    AnalyticsModule,
    VisibilityModule,
    GoogleNotificationsModule,
    ChatbotModule,
    GoogleBusinessModule,
    NotificationsModule,
    ObservabilityModule,
  ],
  providers: [
    { provide: APP_PIPE, useClass: ZodValidationPipe },
    { provide: APP_FILTER, useClass: HttpErrorFilter },
  ],
})
export class AppModule {}
