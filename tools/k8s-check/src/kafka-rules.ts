import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import {
  consumedEventsOf,
  contractTopics,
  rpcClientsOf,
  PROCESS_NAMES,
  requestTopicsOf,
  replyTopicOf,
  SERVICE_NAMES,
  TOPIC_PARTITIONS,
  type TTopic,
} from './code-facts';
import type { TManifest } from './kustomize';
import type { TRule } from './rules';
import { find, idOf, ofKind } from './workloads';

// Kafka as Strimzi resources: topics, partitions against consumers, users and their ACLs.

type TKafkaTopic = { spec?: { topicName?: string; partitions?: number } };
type TAcl = {
  type?: 'allow' | 'deny';
  resource: { type: string; name?: string; patternType?: 'literal' | 'prefix' };
  operations: string[];
};
type TKafkaUser = { spec?: { authorization?: { acls?: TAcl[] } } };
type TKafka = {
  spec?: {
    kafka?: {
      listeners?: { name: string; port: number; tls: boolean; authentication?: { type: string } }[];
    };
  };
};

const topicName = (topic: TKafkaTopic & TManifest): string =>
  topic.spec?.topicName ?? topic.metadata.name;
const clusterOf = (manifest: TManifest): string | undefined =>
  manifest.metadata.labels?.['strimzi.io/cluster'];

const partitionsOf = (manifests: TManifest[]): Map<string, number | undefined> =>
  new Map(
    ofKind<TKafkaTopic>(manifests, 'KafkaTopic').map((topic) => [
      topicName(topic),
      topic.spec?.partitions,
    ]),
  );

// A KafkaTopic for every topic of the contracts, with at least the kit's partitions, and none else.
export const topics: TRule = (manifests) => {
  const declared = partitionsOf(manifests);
  const expected = contractTopics();
  const names = new Set(expected.map((topic) => topic.name));
  return [
    ...expected.flatMap(({ name, kind }) => {
      const partitions = declared.get(name);
      const wanted = TOPIC_PARTITIONS[kind];
      if (!declared.has(name))
        return [
          `KafkaTopic for ${kind} topic "${name}" is missing (k8s/base/kafka-topics.yaml, ${wanted} partitions)`,
        ];
      return partitions === undefined || partitions < wanted
        ? [`KafkaTopic ${name}: ${partitions ?? 'no'} partitions, the kit uses ${wanted}`]
        : [];
    }),
    ...[...declared.keys()]
      .filter((name) => !names.has(name))
      .map((name) => `KafkaTopic ${name} is not a topic of libs/contracts`),
  ];
};

// Consumers never outnumber partitions: a service's replicas share its request topics' partitions
// in its consumer group; every BFF replica (and the surge pod of a rollout) needs its own
// partition of every reply topic, or it fails to start.
export const partitionsForReplicas: TRule = (manifests) => {
  const declared = partitionsOf(manifests);
  const minPartitions = (list: string[]): number =>
    Math.min(...list.map((name) => declared.get(name) ?? 0));
  const hpaMax = (name: string): number | undefined =>
    ofKind<IHorizontalPodAutoscaler>(manifests, 'HorizontalPodAutoscaler').find(
      (hpa) => hpa.spec?.scaleTargetRef.name === name,
    )?.spec?.maxReplicas;
  const problems = SERVICE_NAMES.flatMap((service) => {
    const max = hpaMax(service);
    const partitions = minPartitions(requestTopicsOf(service));
    return max !== undefined && max > partitions
      ? [
          `HorizontalPodAutoscaler/${service}: maxReplicas ${max} > ${partitions} partitions of its request topics`,
        ]
      : [];
  });
  const surge = find<IDeployment>(manifests, 'Deployment', 'bff')?.spec?.strategy?.rollingUpdate
    ?.maxSurge;
  const max = hpaMax('bff');
  const replies = minPartitions(
    contractTopics()
      .filter((topic) => topic.kind === 'reply')
      .map((topic) => topic.name),
  );
  if (typeof surge !== 'number')
    problems.push(
      'Deployment/bff: rollingUpdate.maxSurge must be a number of pods (reply partitions are counted)',
    );
  else if (max !== undefined && max + surge > replies) {
    problems.push(
      `HorizontalPodAutoscaler/bff: maxReplicas ${max} + maxSurge ${surge} > ${replies} partitions of the reply topics`,
    );
  }
  return problems;
};

// Kafka's rule: Read, Write, Delete and Alter imply Describe; deny wins over allow.
const IMPLIES_DESCRIBE = new Set(['Read', 'Write', 'Delete', 'Alter', 'All']);

const matches = (acl: TAcl, type: string, name: string, operation: string): boolean => {
  const { resource } = acl;
  const nameMatches =
    resource.patternType === 'prefix'
      ? name.startsWith(resource.name ?? '')
      : resource.name === '*' || resource.name === name;
  const operationMatches =
    acl.operations.includes(operation) ||
    acl.operations.includes('All') ||
    (operation === 'Describe' && acl.operations.some((granted) => IMPLIES_DESCRIBE.has(granted)));
  return resource.type === type && nameMatches && operationMatches;
};

export const allows = (acls: TAcl[], type: string, name: string, operation: string): boolean =>
  acls.some((acl) => acl.type !== 'deny' && matches(acl, type, name, operation)) &&
  !acls.some((acl) => acl.type === 'deny' && matches(acl, type, name, operation));

type TNeed = [type: string, name: string, operation: string];

const needsOf = (user: string, all: TTopic[]): TNeed[] => {
  if (user === 'bff') {
    return [
      ['group', 'bff', 'Read'],
      ...all
        .filter((topic) => topic.kind === 'request')
        .map((topic): TNeed => ['topic', topic.name, 'Write']),
      ...all
        .filter((topic) => topic.kind === 'reply')
        .map((topic): TNeed => ['topic', topic.name, 'Read']),
    ];
  }
  const service = user as (typeof SERVICE_NAMES)[number];
  const calls = rpcClientsOf(service);
  return [
    ['group', user, 'Read'],
    // Calls to other services: write their requests, read the replies in its own reply group.
    ...calls.groups.map((group): TNeed => ['group', group, 'Read']),
    ...calls.topics.flatMap((name): TNeed[] => [
      ['topic', name, 'Write'],
      ['topic', replyTopicOf(name), 'Read'],
    ]),
    ...requestTopicsOf(service).flatMap((name): TNeed[] => [
      ['topic', name, 'Read'],
      ['topic', replyTopicOf(name), 'Write'],
    ]),
    ...all
      .filter((topic) => topic.kind === 'event' && topic.owner === user)
      .map((topic): TNeed => ['topic', topic.name, 'Write']),
    ...consumedEventsOf(service).map((name): TNeed => ['topic', name, 'Read']),
    // The kit's ensureTopics() lists every topic at boot and would try to create what it cannot see.
    ...all.map((topic): TNeed => ['topic', topic.name, 'Describe']),
  ];
};

// A KafkaUser per process whose ACLs cover what its code does.
export const users: TRule = (manifests) => {
  const all = contractTopics();
  return ['bff', ...SERVICE_NAMES].flatMap((name) => {
    const user = find<TKafkaUser>(manifests, 'KafkaUser', name);
    if (!user) return [`KafkaUser/${name} is missing`];
    const acls = user.spec?.authorization?.acls ?? [];
    return needsOf(name, all)
      .filter(([type, resource, operation]) => !allows(acls, type, resource, operation))
      .map(
        ([type, resource, operation]) =>
          `KafkaUser/${name}: no ${operation} on ${type} ${resource}`,
      );
  });
};

// ...and nothing more: the BFF writes request topics and reads replies only, so it can neither
// forge an event nor read another process's requests; only a service writes its own event topics;
// each process reads as its own consumer group only.
export const leastPrivilege: TRule = (manifests) => {
  const all = contractTopics();
  return PROCESS_NAMES.flatMap((name) => {
    const acls = find<TKafkaUser>(manifests, 'KafkaUser', name)?.spec?.authorization?.acls ?? [];
    const needed = new Set(needsOf(name, all).map((need) => need.join(' ')));
    const candidates: TNeed[] = [
      ...all.flatMap((topic): TNeed[] => [
        ['topic', topic.name, 'Read'],
        ['topic', topic.name, 'Write'],
      ]),
      ...PROCESS_NAMES.flatMap((process): TNeed[] => [
        ['group', process, 'Read'],
        ...(process === 'bff' ? [] : rpcClientsOf(process).groups).map((group): TNeed => [
          'group',
          group,
          'Read',
        ]),
      ]),
    ];
    const extra = candidates
      .filter((need) => allows(acls, ...need) && !needed.has(need.join(' ')))
      .map(
        ([type, resource, operation]) =>
          `KafkaUser/${name}: ${operation} on ${type} ${resource} is more than its code needs`,
      );
    const broad = acls
      .filter(
        (acl) =>
          acl.type !== 'deny' &&
          acl.operations.some((operation) =>
            ['All', 'Alter', 'Delete', 'Create'].includes(operation),
          ),
      )
      .map(
        (acl) =>
          `KafkaUser/${name}: ${acl.operations.join(',')} on ${acl.resource.type} ${acl.resource.name ?? ''}`,
      );
    return [...extra, ...broad];
  });
};

// Topics and users belong to one Strimzi cluster; when that cluster is in the render, the apps'
// KAFKA_BROKERS is its bootstrap service on its plain listener.
export const kafkaCluster: TRule = (manifests) => {
  const owned = [...ofKind(manifests, 'KafkaTopic'), ...ofKind(manifests, 'KafkaUser')];
  const clusters = new Set(owned.map(clusterOf));
  if (clusters.size !== 1)
    return [`KafkaTopics and KafkaUsers name ${clusters.size} strimzi.io/cluster values (want 1)`];
  const [cluster] = [...clusters];
  const kafka = find<TKafka>(manifests, 'Kafka', cluster ?? '');
  if (!kafka)
    return ofKind(manifests, 'Kafka').map(
      (other) => `${idOf(other)} is not cluster "${cluster}" of the topics`,
    );
  // The apps reach the listener whose TLS and authentication match what nearbly-config tells them.
  const config = find<IConfigMap>(manifests, 'ConfigMap', 'nearbly-config')?.data ?? {};
  const tls = config.KAFKA_SSL === 'true';
  const mechanism = config.KAFKA_SASL_MECHANISM || undefined;
  const listener = kafka.spec?.kafka?.listeners?.find(
    (candidate) => Boolean(candidate.tls) === tls && candidate.authentication?.type === mechanism,
  );
  if (!listener)
    return [
      `ConfigMap/nearbly-config: no listener of ${idOf(kafka)} takes tls=${tls} and authentication ${mechanism ?? 'none'}`,
    ];
  const brokers = config.KAFKA_BROKERS ?? '';
  const wanted = `${cluster}-kafka-bootstrap:${listener.port}`;
  const problems = brokers.split(',').includes(wanted)
    ? []
    : [`ConfigMap/nearbly-config: KAFKA_BROKERS "${brokers}" is not ${wanted}`];
  // With authentication, each Deployment signs in as the KafkaUser named after it, with its Secret.
  if (mechanism) problems.push(...ofKind(manifests, 'Deployment').flatMap(signsInAsItself));
  return problems;
};

const signsInAsItself = (deployment: TManifest): string[] => {
  const name = deployment.metadata.name;
  const env = (deployment as IDeployment).spec?.template.spec?.containers[0]?.env ?? [];
  const username = env.find((variable) => variable.name === 'KAFKA_SASL_USERNAME')?.value;
  const secret = env.find((variable) => variable.name === 'KAFKA_SASL_PASSWORD')?.valueFrom
    ?.secretKeyRef;
  if (username !== name)
    return [
      `${idOf(deployment)}: signs in to Kafka as "${username ?? ''}", not as its own KafkaUser "${name}"`,
    ];
  if (secret?.name !== name || secret.key !== 'password')
    return [
      `${idOf(deployment)}: KAFKA_SASL_PASSWORD does not come from Secret ${name} (key password) of its KafkaUser`,
    ];
  return [];
};

export const KAFKA_RULES: Record<string, TRule> = {
  topics,
  partitionsForReplicas,
  users,
  leastPrivilege,
  kafkaCluster,
};
