import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import type { TEventContract, TEventOf, TReplyInput, TRequestContract, TRequestOf } from '@app/contracts';
import { ZodPayloadPipe } from '../zod-payload.pipe';

// How a service says which message a method handles. The transport (server.ts) reads the
// registrations below: requests are parsed with the contract's request schema before the method
// runs and its return value is checked against the reply schema; events are parsed, deduplicated
// and retried by the inbox (inbox.ts).

export type TEventRegistration = {
  contract: TEventContract;
  // The method takes a chunk of events of one partition (in order) at once.
  batch: boolean;
};

const requests = new Map<string, TRequestContract>();
const events = new Map<string, TEventRegistration>();

export const requestContractOf = (topic: string): TRequestContract | undefined => requests.get(topic);
export const eventRegistrationOf = (topic: string): TEventRegistration | undefined => events.get(topic);

type TMethod<TArgs extends unknown[], TResult> = TypedPropertyDescriptor<(...args: TArgs) => TResult>;

// `@Handles(Contract)` on a method `(input: TRequestOf<C>) => TReplyInput<C> | Promise<...>`. The
// method's own type is inferred and checked against that shape (a descriptor's type is invariant,
// so a method declared `Promise<TThing>` would not match the union itself).
export const Handles =
  <TContract extends TRequestContract>(contract: TContract) =>
  <THandler extends (input: TRequestOf<TContract>) => TReplyInput<TContract> | Promise<TReplyInput<TContract>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<THandler>,
  ): void => {
    requests.set(contract.topic, contract);
    MessagePattern(contract.topic)(target, key, descriptor);
    Payload(new ZodPayloadPipe(contract.request, contract.formKey))(target, key, 0);
  };

// What an event handler gets besides its events: the database transaction that records them as
// processed (write the effect through it, so both commit or neither does), and a hook for what
// must happen only once that transaction committed (a queue add that reads the committed rows).
export type TInboxContext<TTx = unknown> = {
  readonly tx: TTx;
  afterCommit(effect: () => Promise<unknown>): void;
};

// Without parameter decorators Nest hands a handler its payload only: the inbox is the context.
const eventParameters = (target: object, key: string | symbol): void => {
  Payload()(target, key, 0);
  Ctx()(target, key, 1);
};

// `@OnEvent(Contract)` on a method `(event: TEventOf<C>, inbox: TInboxContext) => Promise<void>`:
// once per event, in its own transaction.
export const OnEvent =
  <TContract extends TEventContract>(contract: TContract) =>
  <TTx>(target: object, key: string | symbol, descriptor: TMethod<[TEventOf<TContract>, TInboxContext<TTx>], Promise<void>>): void => {
    events.set(contract.topic, { contract, batch: false });
    EventPattern(contract.topic)(target, key, descriptor);
    eventParameters(target, key);
  };

// `@OnEvents(Contract)` on a method `(events: TEventOf<C>[], inbox: TInboxContext) => Promise<void>`:
// a chunk of one partition's events (the new ones only), in one transaction.
export const OnEvents =
  <TContract extends TEventContract>(contract: TContract) =>
  <TTx>(target: object, key: string | symbol, descriptor: TMethod<[TEventOf<TContract>[], TInboxContext<TTx>], Promise<void>>): void => {
    events.set(contract.topic, { contract, batch: true });
    EventPattern(contract.topic)(target, key, descriptor);
    eventParameters(target, key);
  };
