import type { z } from 'zod';
import { parseEventOf, type TEventActor, type TEventContract, type TEventOf } from '@app/contracts';
import { outboxRow } from '@app/service-kit';
import { startInProcessService, type TInProcessService } from '@app/test-support';

// The chat service in this process on its own empty test database, reached over the real Kafka.
// The environment is set before the call.
// Without SMTP_URL chat hands its mail to auth's dev mailbox; no auth runs here, so unless a suite
// says otherwise the mail is only logged, as with the dev mailbox off (apps/bff's support suite
// covers the dev mailbox over the whole system).
export const startChatService = (databaseUrl: string): Promise<TInProcessService> => {
  process.env.DEV_MAILBOX ??= 'false';
  return startInProcessService({
    service: 'chat',
    databaseUrl,
    serviceDir: `${__dirname}/..`,
    load: async () => ({ env: (await import('../src/config/env')).env, AppModule: (await import('../src/app.module')).AppModule }),
  });
};

// An event in the envelope its owner's outbox would give it.
export const eventOf = <TContract extends TEventContract>(contract: TContract, payload: z.input<TContract['payload']>, actor: TEventActor = {}): TEventOf<TContract> =>
  parseEventOf(contract, outboxRow(contract, payload, { key: null, actor }).payload);
