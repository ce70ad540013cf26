import { REPLY_TOPICS, SERVICE_NAMES } from '@app/contracts';
import { PROCESS_NAMES, type TProcessName } from './code-facts';
import {
  CALLERS,
  groupsOf,
  isCaller,
  kafkaTopology,
  lagProbeGroupOf,
  type TTopic,
  type TTopicKind,
} from './kafka-topology';

// k8s/base/kafka-topics.yaml and kafka-users.yaml as the topology of the code makes them
// (generate-kafka.ts writes them; manifests.spec.ts fails while the committed files differ).

export const TOPICS_FILE = 'k8s/base/kafka-topics.yaml';
export const USERS_FILE = 'k8s/base/kafka-users.yaml';
export const GENERATE_COMMAND = 'npx nx run @app/k8s-check:generate-kafka';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// Requests and replies are useless after their deadline (4 s by default): kept an hour for
// debugging. Events are kept a week so a consumer can catch up after an outage; dead letters a
// month, to be looked at and replayed.
const RETENTION_MS: Record<TTopicKind, number> = {
  request: HOUR_MS,
  reply: HOUR_MS,
  event: 7 * DAY_MS,
  deadLetter: 30 * DAY_MS,
};

const KIND_LABELS: Record<TTopicKind, string> = {
  request: 'request',
  reply: 'reply',
  event: 'event',
  deadLetter: 'dead-letter',
};

const list = (names: readonly string[]): string => (names.length > 0 ? names.join(', ') : 'none');

const topicDocument = (topic: TTopic, comment?: string): string =>
  [
    ...(comment ? [`# ${comment}`] : []),
    '---',
    'apiVersion: kafka.strimzi.io/v1',
    'kind: KafkaTopic',
    'metadata:',
    `  name: ${topic.name}`,
    `  labels: { strimzi.io/cluster: nearbly, nearbly.app/topic-kind: ${KIND_LABELS[topic.kind]} }`,
    'spec:',
    `  partitions: ${topic.partitions}`,
    `  config: { retention.ms: ${RETENTION_MS[topic.kind]} }`,
  ].join('\n');

const TOPICS_HEADER = `# Every Kafka topic of the system, managed by Strimzi's Topic Operator (the processes' boot-time
# ensureTopics() then finds them all and creates nothing). Written by
# \`${GENERATE_COMMAND}\` from libs/contracts (REQUESTS, EVENTS,
# REPLY_TOPICS, deadLetterTopicOf) and the kit's TOPIC_PARTITIONS: do not edit it by hand;
# tools/k8s-check fails until it is what the generator writes.
# - request <service>.<verb>: written by the contract's callers, read in the service's group
#   <service>.requests, so a service scales to as many replicas as these partitions (raise
#   TOPIC_PARTITIONS.request to go further; Kafka can only add partitions).
# - reply <caller>.replies: one per calling process, written by the services it calls; each replica
#   of the caller owns a home partition, so it runs at most partitions - 1 replicas plus a surge pod.
# - event <service>.<entity>.<past-tense>: written by its owner only, kept 7 days so a consumer can
#   catch up after an outage.
# - dead letter <service>.dead-letter: events a service gave up on, kept 30 days to be looked at.
# Replication factor: not set, so the broker's default.replication.factor applies (1 in dev, 3 in
# prod). Requests and replies are useless after their deadline (4 s by default): kept 1 hour.
`;

// The KafkaTopics, per service its requests, then the reply topics, events and dead letters.
export const topicsYaml = (): string => {
  const topics = kafkaTopology();
  const sections: string[] = [];
  for (const service of SERVICE_NAMES) {
    topics
      .filter((topic) => topic.kind === 'request' && topic.owner === service)
      .forEach((topic, index) => {
        const onlyBff = topic.writers.length === 1 && topic.writers[0] === 'bff';
        const comments = [
          ...(index === 0 ? [`${service}: requests`] : []),
          ...(onlyBff ? [] : [`${topic.name}: called by ${list(topic.writers)}`]),
        ];
        sections.push(topicDocument(topic, comments.join('\n# ') || undefined));
      });
  }
  for (const topic of topics.filter((candidate) => candidate.kind === 'reply'))
    sections.push(
      topicDocument(topic, `answers to ${topic.owner}'s calls, written by ${list(topic.writers)}`),
    );
  for (const topic of topics.filter((candidate) => candidate.kind === 'event'))
    sections.push(
      topicDocument(topic, `written by ${topic.owner}, consumed by ${list(topic.readers)}`),
    );
  for (const topic of topics.filter((candidate) => candidate.kind === 'deadLetter'))
    sections.push(topicDocument(topic, `events ${topic.owner} gave up on after their retries`));
  return `${TOPICS_HEADER}\n${sections.join('\n')}\n`;
};

type TAclLine = { type: 'topic' | 'group'; name: string; operations: string[] };

// An ACL entry as Prettier lays it out: on one line when it fits in 100 columns.
const aclEntry = ({ type, name, operations }: TAclLine): string => {
  const resource = `{ type: ${type}, name: '${name}', patternType: literal }`;
  const oneLine = `      - resource: ${resource}`;
  return [
    oneLine.length <= 100 ? oneLine : `      - resource:\n          ${resource}`,
    `        operations: [${operations.join(', ')}]`,
  ].join('\n');
};

const names = (topics: TTopic[]): string[] => topics.map((topic) => topic.name);

// The ACL sections of a process, each with a comment: what it reads and writes, and why.
const aclSections = (process: TProcessName): [comment: string, acls: TAclLine[]][] => {
  const topics = kafkaTopology();
  const groups = groupsOf(process);
  const groupOf = (kind: string): string => groups.find((group) => group.kind === kind)?.name ?? '';
  const reads = (kind: TTopicKind) =>
    topics.filter((topic) => topic.kind === kind && topic.readers.includes(process));
  const writes = (kind: TTopicKind) =>
    topics.filter((topic) => topic.kind === kind && topic.writers.includes(process));
  const read = (list: TTopic[]): TAclLine[] =>
    list.map((topic) => ({ type: 'topic', name: topic.name, operations: ['Read', 'Describe'] }));
  const write = (list: TTopic[]): TAclLine[] =>
    list.map((topic) => ({ type: 'topic', name: topic.name, operations: ['Write', 'Describe'] }));
  const sections: [string, TAclLine[]][] = [
    [
      'Its consumer groups',
      groups.map((group) => ({
        type: 'group',
        name: group.name,
        operations: ['Read', 'Describe'],
      })),
    ],
    [
      'The group whose lag its /metrics reports, although it consumes no event',
      process !== 'bff' && !groups.some((group) => group.kind === 'events')
        ? [{ type: 'group', name: lagProbeGroupOf(process)[1], operations: ['Describe'] }]
        : [],
    ],
    [`Its requests, read in group ${groupOf('requests')}`, read(reads('request'))],
    ["Its answers, on its callers' reply topics", write(writes('reply'))],
    ['Its own events', write(writes('event'))],
    ['Events it gives up on', write(writes('deadLetter'))],
    ['Requests it calls (their contracts name it among their callers)', write(writes('request'))],
    [`The answers to its calls, read in group ${groupOf('replies')}`, read(reads('reply'))],
    [`Events it consumes, in group ${groupOf('events')}`, read(reads('event'))],
    [
      'Every topic described, so that its boot-time ensureTopics() sees them all and creates none',
      [{ type: 'topic', name: '*', operations: ['Describe'] }],
    ],
  ];
  return sections.filter(([, acls]) => acls.length > 0);
};

// A comment wrapped at 100 columns, as the rest of the file.
const commentLines = (text: string): string[] => {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(' ')) {
    if (line !== '#' && `${line} ${word}`.length > 100) {
      lines.push(line);
      line = '#';
    }
    line = `${line} ${word}`;
  }
  return [...lines, line];
};

// One sentence on a process's user, above its KafkaUser.
const userSummary = (process: TProcessName): string[] => {
  const topics = kafkaTopology();
  const named = (kind: TTopicKind, role: 'readers' | 'writers'): string =>
    list(names(topics.filter((topic) => topic.kind === kind && topic[role].includes(process))));
  const calls = topics.filter(
    (topic) => topic.kind === 'request' && topic.writers.includes(process),
  );
  if (process === 'bff')
    return commentLines(
      `BFF: writes the ${calls.length} request topics whose contracts name it among their callers and reads the answers on ${REPLY_TOPICS.bff}; it can neither write an event nor read a request.`,
    );
  const caller = isCaller(process)
    ? `; calls ${list(names(calls))} and reads the answers on ${REPLY_TOPICS[process]}`
    : '';
  return commentLines(
    `${process}: reads its requests and answers on ${named('reply', 'writers')}; writes ${named('event', 'writers')} and ${process}.dead-letter; consumes ${named('event', 'readers')}${caller}.`,
  );
};

const userDocument = (process: TProcessName): string =>
  [
    '---',
    ...userSummary(process),
    'apiVersion: kafka.strimzi.io/v1',
    'kind: KafkaUser',
    'metadata:',
    `  name: ${process}`,
    `  labels: { strimzi.io/cluster: nearbly, app.kubernetes.io/name: ${process} }`,
    'spec:',
    '  authentication: { type: scram-sha-512 }',
    '  authorization:',
    '    type: simple',
    '    acls:',
    ...aclSections(process).flatMap(([comment, acls]) => [
      `      # ${comment}`,
      ...acls.map(aclEntry),
    ]),
  ].join('\n');

const USERS_HEADER = `# One Kafka principal per process, with only the ACLs its code needs (Strimzi's User Operator
# creates them and a Secret of the same name holding the SCRAM password). Written by
# \`${GENERATE_COMMAND}\` from the contracts (a request's callers, an
# event's owner) and the events each service consumes (its @OnEvent/@OnEvents handlers): do not
# edit it by hand.
#
# Every process signs in with SCRAM-SHA-512 on the cluster's "scram" listener (port 9094, TLS):
# libs/service-kit's kafkaConnection() reads KAFKA_SASL_* and each Deployment takes its password
# from the Secret named after its KafkaUser, so the broker enforces exactly these ACLs.
# Topic ACLs are literal: tools/k8s-check (rules "users" and "leastPrivilege") fails when a process
# needs a topic its user lacks, or may read or write one its code does not use. The processes that
# call others, each reading its own reply topic: ${CALLERS.join(', ')}.
`;

export const usersYaml = (): string =>
  `${USERS_HEADER}${PROCESS_NAMES.map(userDocument).join('\n')}\n`;
