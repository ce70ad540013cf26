import { AuthRequests, REPLY_TOPICS, REQUESTS, SERVICE_NAMES, UserDeleted } from '@app/contracts';
import { allTopicConfigs } from '@app/service-kit';
import { eventsConsumedIn, requestsCalledIn } from './code-facts';
import { callerProblems, groupsOf, kafkaTopology, needsOf } from './kafka-topology';

const topic = (name: string) => kafkaTopology().find((candidate) => candidate.name === name);

describe('reading the code', () => {
  it('resolves @OnEvent and @OnEvents through the contracts module, import aliases included', () => {
    const source = [
      "import { ReviewReceived, UserDeleted as Deleted, type TEventOf } from '@app/contracts';",
      '  @OnEvent(Deleted)',
      '  @OnEvents(ReviewReceived)',
    ].join('\n');
    expect(eventsConsumedIn('x.consumer.ts', source)).toEqual([
      UserDeleted.topic,
      'reviews.review.received',
    ]);
  });

  it('refuses a handler whose argument is not an event of the contracts', () => {
    const source = "import { AuthRequests } from '@app/contracts';\n@OnEvent(AuthRequests.me)";
    expect(() => eventsConsumedIn('x.consumer.ts', source)).toThrow(
      'x.consumer.ts: @OnEvent(AuthRequests.me) does not name an event of @app/contracts (EVENTS)',
    );
    expect(() => eventsConsumedIn('y.consumer.ts', '@OnEvent(UserGone)')).toThrow('UserGone');
  });

  it("counts another service's request named in the code as a call, and a service's own as none", () => {
    const source = [
      "import { AuthRequests, BillingRequests, ChatRequests } from '@app/contracts';",
      'await this.rpc.call(BillingRequests.plansList, {});',
      'await this.rpc.call(AuthRequests.devMailboxStore, mail);',
      '@Handles(ChatRequests.messageSend)',
    ].join('\n');
    expect(requestsCalledIn('chat', source).sort()).toEqual([
      AuthRequests.devMailboxStore.topic,
      'billing.plans.list',
    ]);
  });
});

describe('the Kafka topology', () => {
  it('has exactly the topics the kit creates locally, with the same partitions', () => {
    const kit = allTopicConfigs().map((config) => `${config.topic} ${config.numPartitions ?? ''}`);
    const topology = kafkaTopology().map((entry) => `${entry.name} ${entry.partitions}`);
    expect(topology.sort()).toEqual(kit.sort());
  });

  it("lets only a request's callers write it: auth.dev-mailbox.store is chat's alone", () => {
    expect(topic('auth.dev-mailbox.store')?.writers).toEqual(['chat']);
    expect(needsOf('bff')).not.toContainEqual(['topic', 'auth.dev-mailbox.store', 'Write']);
    expect(needsOf('chat')).toContainEqual(['topic', 'auth.dev-mailbox.store', 'Write']);
  });

  it('has one reply topic per calling process, written by every service it calls', () => {
    for (const [caller, name] of Object.entries(REPLY_TOPICS)) {
      const called = REQUESTS.filter((request) =>
        (request.callers as readonly string[]).includes(caller),
      ).map((request) => request.service);
      expect({ name, writers: topic(name)?.writers, readers: topic(name)?.readers }).toEqual({
        name,
        writers: [...new Set(called)].sort(),
        readers: [caller],
      });
    }
    expect(topic('analysis.replies')?.writers).toEqual(['billing', 'reviews']);
  });

  it('gives every service a dead-letter topic only it writes', () => {
    for (const service of SERVICE_NAMES)
      expect(topic(`${service}.dead-letter`)).toMatchObject({
        kind: 'deadLetter',
        partitions: 1,
        writers: [service],
        readers: [],
      });
  });

  it('names the consumer groups as the kit does', () => {
    expect(groupsOf('bff').map((group) => group.name)).toEqual(['bff.replies']);
    expect(groupsOf('billing').map((group) => group.name)).toEqual(['billing.requests', 'billing']);
    expect(groupsOf('chat').map((group) => group.name)).toEqual([
      'chat.requests',
      'chat',
      'chat.replies',
    ]);
  });

  it("agrees with the code on who calls what (the contracts' callers)", () => {
    expect(callerProblems()).toEqual([]);
  });
});
