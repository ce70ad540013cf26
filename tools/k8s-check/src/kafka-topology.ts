import {
  deadLetterTopicOf,
  EVENTS,
  REPLY_TOPICS,
  REQUESTS,
  SERVICE_NAMES,
  type TRpcCaller,
  type TServiceName,
} from '@app/contracts';
import { TOPIC_PARTITIONS } from '@app/service-kit';
import {
  calledRequestsOf,
  consumedEventsOf,
  kitSourceSays,
  PROCESS_NAMES,
  requestTopicsOfKit,
  type TProcessName,
} from './code-facts';

// The Kafka topology the code implies: every topic with its partitions, who writes it and who
// reads it, and each process's consumer groups. kafka-rules.ts checks the manifests against it and
// generate-kafka.ts writes k8s/base/kafka-topics.yaml and kafka-users.yaml from it.

export type TTopicKind = keyof typeof TOPIC_PARTITIONS;

export type TTopic = {
  name: string;
  kind: TTopicKind;
  // The service that answers a request, publishes an event or dead-letters; the calling process
  // of a reply topic.
  owner: TProcessName;
  partitions: number;
  writers: TProcessName[];
  readers: TProcessName[];
};

export const CALLERS = Object.keys(REPLY_TOPICS) as TRpcCaller[];
export const isCaller = (process: TProcessName): process is TRpcCaller =>
  (CALLERS as readonly string[]).includes(process);

// Consumer groups, as the kit names them: a service's request consumer `<service>.requests`
// and event consumer `<service>` (transport/server.ts); a caller's reply consumer, whose group id
// is its reply topic (rpc.client.ts).
const KIT_SERVER = 'libs/service-kit/src/transport/server.ts';
const KIT_CLIENT = 'libs/service-kit/src/rpc.client.ts';
export const requestGroupOf = (service: TServiceName): string => {
  kitSourceSays(KIT_SERVER, 'this.consumer(`${this.options.service}.requests`)');
  return `${service}.requests`;
};
export const eventGroupOf = (service: TServiceName): string => {
  kitSourceSays(KIT_SERVER, 'this.consumer(this.options.service)');
  return service;
};
export const replyGroupOf = (caller: TRpcCaller): string => {
  kitSourceSays(KIT_CLIENT, 'groupId: this.replyTopic');
  return REPLY_TOPICS[caller];
};

const serviceOf = (topic: string): TServiceName => {
  const service = SERVICE_NAMES.find((name) => topic.startsWith(`${name}.`));
  if (!service) throw new Error(`topic ${topic} does not start with a service name`);
  return service;
};

const uniqueSorted = <T extends string>(values: Iterable<T>): T[] => [...new Set(values)].sort();

// Who calls a request: its contract's callers. Transitional: a request topic the kit creates that
// no contract declares yet is written by the processes whose code names it.
const callersOf = (topic: string): TProcessName[] => {
  const contract = REQUESTS.find((request) => request.topic === topic);
  if (contract) return [...contract.callers];
  return PROCESS_NAMES.filter((process) => calledRequestsOf(process).includes(topic));
};

let cached: TTopic[] | undefined;

// Every topic, in the order the manifests list them: per service its requests, then the reply
// topics, the events and the dead-letter topics.
export const kafkaTopology = (): TTopic[] => {
  if (cached) return cached;
  const consumers = new Map(SERVICE_NAMES.map((service) => [service, consumedEventsOf(service)]));
  const requests: TTopic[] = requestTopicsOfKit().map((name) => ({
    name,
    kind: 'request',
    owner: serviceOf(name),
    partitions: TOPIC_PARTITIONS.request,
    writers: callersOf(name),
    readers: [serviceOf(name)],
  }));
  requests.sort(
    (a, b) => SERVICE_NAMES.indexOf(serviceOf(a.name)) - SERVICE_NAMES.indexOf(serviceOf(b.name)),
  );
  const replies: TTopic[] = CALLERS.map((caller) => ({
    name: REPLY_TOPICS[caller],
    kind: 'reply',
    owner: caller,
    partitions: TOPIC_PARTITIONS.reply,
    // Every service a caller calls answers on its reply topic.
    writers: uniqueSorted(
      requests.filter((topic) => topic.writers.includes(caller)).map((topic) => topic.owner),
    ),
    readers: [caller],
  }));
  const events: TTopic[] = EVENTS.map((event) => ({
    name: event.topic,
    kind: 'event',
    owner: event.owner,
    partitions: TOPIC_PARTITIONS.event,
    writers: [event.owner],
    readers: SERVICE_NAMES.filter((service) => consumers.get(service)?.includes(event.topic)),
  }));
  // Nothing in the code reads a dead-letter topic: it is kept to be looked at and replayed.
  const deadLetters: TTopic[] = SERVICE_NAMES.map((service) => ({
    name: deadLetterTopicOf(service),
    kind: 'deadLetter',
    owner: service,
    partitions: TOPIC_PARTITIONS.deadLetter,
    writers: [service],
    readers: [],
  }));
  cached = [...requests, ...replies, ...events, ...deadLetters];
  return cached;
};

export type TGroup = { name: string; kind: 'requests' | 'events' | 'replies' };

// The consumer groups a process joins.
export const groupsOf = (process: TProcessName): TGroup[] => {
  const reads = (kind: TTopicKind) =>
    kafkaTopology().some((topic) => topic.kind === kind && topic.readers.includes(process));
  const groups: TGroup[] = [];
  if (process !== 'bff') {
    if (reads('request')) groups.push({ name: requestGroupOf(process), kind: 'requests' });
    if (reads('event')) groups.push({ name: eventGroupOf(process), kind: 'events' });
  }
  if (isCaller(process)) groups.push({ name: replyGroupOf(process), kind: 'replies' });
  return groups;
};

// A service's /metrics reads the lag of its event group and of its request group
// (ConsumerLagProbe): Describe on the event group even where the service consumes no event; on the
// request group its Read already implies Describe (Kafka's ACLs: Read implies Describe).
const KIT_LAG_PROBE = 'libs/service-kit/src/consumer-lag.ts';
export const lagProbeGroupOf = (service: TServiceName): TNeed => {
  kitSourceSays(KIT_LAG_PROBE, 'this.groups = [env.service, `${env.service}.requests`]');
  return ['group', eventGroupOf(service), 'Describe'];
};

export const ALL_GROUPS = (): string[] =>
  PROCESS_NAMES.flatMap((process) => groupsOf(process).map((group) => group.name));

export type TNeed = [
  type: 'topic' | 'group',
  name: string,
  operation: 'Read' | 'Write' | 'Describe',
];

// The ACLs a process needs: write what it writes, read what it reads, in its own groups, and
// describe every topic (the kit's ensureTopics() lists them all at boot and would try to create
// one it cannot see).
export const needsOf = (process: TProcessName): TNeed[] => {
  const topics = kafkaTopology();
  return [
    ...groupsOf(process).map((group): TNeed => ['group', group.name, 'Read']),
    ...(process === 'bff' ? [] : [lagProbeGroupOf(process)]),
    ...topics
      .filter((topic) => topic.readers.includes(process))
      .map((topic): TNeed => ['topic', topic.name, 'Read']),
    ...topics
      .filter((topic) => topic.writers.includes(process))
      .map((topic): TNeed => ['topic', topic.name, 'Write']),
    ...topics.map((topic): TNeed => ['topic', topic.name, 'Describe']),
  ];
};

// Contracts and code agree on who calls what: a process that calls a request is among its
// contract's callers (else Kafka refuses its write in Kubernetes), and a service named as a
// caller calls it (else it may write more than it needs). The BFF names its health checks by
// service (`HealthRequests[service]`), so only its missing callers are reported.
export const callerProblems = (): string[] =>
  PROCESS_NAMES.flatMap((process) => {
    const called = calledRequestsOf(process);
    const problems: string[] = [];
    for (const topic of called) {
      const contract = REQUESTS.find((request) => request.topic === topic);
      if (!isCaller(process))
        problems.push(
          `${process} calls ${topic} but is not a calling process (REPLY_TOPICS in libs/contracts)`,
        );
      else if (contract && !contract.callers.includes(process))
        problems.push(`${process} calls ${topic}, whose contract's callers lack '${process}'`);
    }
    if (process !== 'bff')
      for (const contract of REQUESTS)
        if (
          (contract.callers as readonly string[]).includes(process) &&
          !called.includes(contract.topic)
        )
          problems.push(
            `${contract.topic} names '${process}' among its callers, whose code never calls it`,
          );
    return problems;
  });
