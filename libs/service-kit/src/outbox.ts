import type { z } from 'zod';
import { eventOf, type TEventActor, type TEventContract } from '@app/contracts';
import { currentCorrelationId } from './request-context';

// The one way to publish an event: an `outbox_events` row, written with the service's Prisma
// client in the same transaction as the change it announces (`tx.outboxEvent.createMany({ data:
// [outboxRow(...)] })`). The relay (outbox.relay.ts) sends it to Kafka after the commit.
//
// The payload is checked against the contract here, so a malformed event never leaves; the
// envelope gets the contract's topic and version, and the correlation id of the request or event
// being handled (an absent one stays absent: null would not pass the envelope schema).

// JSON, as a Prisma `Json` column takes it.
export type TJsonValue = string | number | boolean | null | TJsonValue[] | { [key: string]: TJsonValue };
export type TJsonObject = { [key: string]: TJsonValue };

export type TOutboxRow = { id: string; topic: string; key: string | null; payload: TJsonObject };

export const outboxRow = <TContract extends TEventContract>(
  contract: TContract,
  payload: z.input<TContract['payload']>,
  options: {
    // Events of one key stay in order on one partition (usually the business id).
    key: string | null;
    actor?: TEventActor;
    correlationId?: string;
    // For a test or a replay that needs a known id; a new uuid otherwise.
    id?: string;
    occurredAt?: Date;
  },
): TOutboxRow => {
  const correlationId = options.correlationId ?? currentCorrelationId();
  const event = eventOf(contract, payload, { ...options, ...(correlationId === undefined ? {} : { correlationId }) });
  return { id: event.id, topic: contract.topic, key: options.key, payload: event as unknown as TJsonObject };
};
