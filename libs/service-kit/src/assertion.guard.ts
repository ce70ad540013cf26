import {
  Inject,
  Injectable,
  Logger,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { KafkaContext } from '@nestjs/microservices';
import { REQUESTS } from '@app/contracts';
import type { TServiceEnv } from './env';
import {
  ASSERTION_HEADER,
  actsForSomeone,
  checkAssertion,
  identityOf,
  parseTrustedKeys,
  type TTrustedKeys,
} from './rpc-assertion';
import { ServiceException } from './service.exception';
import { SERVICE_ENV } from './tokens';

const REQUEST_TOPICS = new Set(REQUESTS.map((request) => request.topic));

const headerText = (value: unknown): string | undefined => {
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  return typeof value === 'string' ? value : undefined;
};

// Every request that acts for a user or business must carry a valid assertion for exactly those
// ids (see rpc-assertion.ts); events are not requests (only their owner may write them: Kafka ACLs).
// Without RPC_TRUSTED_KEYS nothing that acts for someone is accepted.
@Injectable()
export class AssertionGuard implements CanActivate {
  private readonly logger = new Logger(AssertionGuard.name);
  private readonly trusted: TTrustedKeys | undefined;

  constructor(@Inject(SERVICE_ENV) env: TServiceEnv) {
    this.trusted = env.RPC_TRUSTED_KEYS ? parseTrustedKeys(env.RPC_TRUSTED_KEYS) : undefined;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'rpc') return true;
    const rpc = context.switchToRpc();
    const kafka = rpc.getContext<KafkaContext>();
    const topic = kafka.getTopic();
    if (!REQUEST_TOPICS.has(topic)) return true;
    const identity = identityOf(rpc.getData());
    if (!actsForSomeone(identity)) return true;
    const token = headerText(kafka.getMessage().headers?.[ASSERTION_HEADER]);
    const check = this.trusted
      ? await checkAssertion(token, this.trusted, topic, identity)
      : { ok: false as const, reason: 'RPC_TRUSTED_KEYS is not set' };
    if (check.ok) return true;
    this.logger.warn(
      { topic, reason: check.reason },
      'Refused a request without a valid assertion for its user',
    );
    throw new ServiceException('FORBIDDEN', 'This request is not allowed.');
  }
}
