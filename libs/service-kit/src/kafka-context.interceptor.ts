import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { KafkaContext } from '@nestjs/microservices';
import { Observable, tap } from 'rxjs';
import { consumerHandlerDuration } from './metrics';
import { CORRELATION_HEADER, runWithCorrelationId, saneCorrelationId } from './request-context';

// The correlation id of a Kafka message: its header, else (an event relayed without one) the envelope's.
export const correlationIdOfMessage = (headers: Record<string, unknown> | undefined, data: unknown): string | undefined =>
  saneCorrelationId(headers?.[CORRELATION_HEADER]) ??
  (typeof data === 'object' && data !== null && 'correlationId' in data ? saneCorrelationId(data.correlationId) : undefined);

// Every Kafka request and event handler runs inside the message's correlation context (so each log
// line and outbox event of the handler carries the id) and is timed by topic and outcome.
@Injectable()
export class KafkaContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const rpc = context.switchToRpc();
    const kafka = rpc.getContext<KafkaContext>();
    const correlationId = correlationIdOfMessage(kafka.getMessage().headers, rpc.getData());
    const end = consumerHandlerDuration.startTimer({ topic: kafka.getTopic() });
    // next.handle() binds the handler to the async context it is called in: call it inside the run.
    return new Observable((subscriber) =>
      runWithCorrelationId(correlationId, () =>
        next
          .handle()
          .pipe(tap({ complete: () => end({ outcome: 'ok' }), error: () => end({ outcome: 'error' }) }))
          .subscribe(subscriber),
      ),
    );
  }
}
