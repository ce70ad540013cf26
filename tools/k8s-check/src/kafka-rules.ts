import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PROCESS_NAMES, SERVICE_NAMES } from './code-facts';
import { ALL_GROUPS, CALLERS, kafkaTopology, needsOf, type TNeed } from './kafka-topology';
import type { TManifest } from './kustomize';
import type { TRule } from './rules';
import { find, idOf, ofKind } from './workloads';

// Kafka as Strimzi resources: topics, partitions against consumers, users and their ACLs, all
// against the topology of the code (kafka-topology.ts).

type TKafkaTopic = { spec?: { topicName?: string; partitions?: number } };
export type TAcl = {
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

const KIND_NAMES = {
  request: 'request',
  reply: 'reply',
  event: 'event',
  deadLetter: 'dead-letter',
};

// A KafkaTopic for every topic of the topology, with at least the kit's partitions, and none else.
export const topics: TRule = (manifests) => {
  const declared = partitionsOf(manifests);
  const expected = kafkaTopology();
  const names = new Set(expected.map((topic) => topic.name));
  return [
    ...expected.flatMap(({ name, kind, partitions: wanted }) => {
      const partitions = declared.get(name);
      if (!declared.has(name))
        return [
          `KafkaTopic for ${KIND_NAMES[kind]} topic "${name}" is missing (k8s/base/kafka-topics.yaml, ${wanted} partition${wanted === 1 ? '' : 's'})`,
        ];
      return partitions === undefined || partitions < wanted
        ? [`KafkaTopic ${name}: ${partitions ?? 'no'} partitions, the kit uses ${wanted}`]
        : [];
    }),
    ...[...declared.keys()]
      .filter((name) => !names.has(name))
      .map((name) => `KafkaTopic ${name} is not a topic of libs/contracts or the kit`),
  ];
};

// Consumers never outnumber partitions: a service's replicas share its request topics' partitions
// in its request group (more would sit idle); every replica of a calling process (and the surge
// pod of a rollout) needs its own home partition of its reply topic, or it cannot call.
export const partitionsForReplicas: TRule = (manifests) => {
  const declared = partitionsOf(manifests);
  const minPartitions = (list: string[]): number =>
    Math.min(...list.map((name) => declared.get(name) ?? 0));
  const hpaMax = (name: string): number | undefined =>
    ofKind<IHorizontalPodAutoscaler>(manifests, 'HorizontalPodAutoscaler').find(
      (hpa) => hpa.spec?.scaleTargetRef.name === name,
    )?.spec?.maxReplicas;
  const all = kafkaTopology();
  const problems = SERVICE_NAMES.flatMap((service) => {
    const max = hpaMax(service);
    const partitions = minPartitions(
      all
        .filter((topic) => topic.kind === 'request' && topic.readers.includes(service))
        .map((topic) => topic.name),
    );
    return max !== undefined && max > partitions
      ? [
          `HorizontalPodAutoscaler/${service}: maxReplicas ${max} > ${partitions} partitions of its request topics`,
        ]
      : [];
  });
  for (const caller of CALLERS) {
    const surge = find<IDeployment>(manifests, 'Deployment', caller)?.spec?.strategy?.rollingUpdate
      ?.maxSurge;
    const max = hpaMax(caller);
    const replyTopic = all.find((topic) => topic.kind === 'reply' && topic.owner === caller);
    const replies = minPartitions(replyTopic ? [replyTopic.name] : []);
    if (typeof surge !== 'number')
      problems.push(
        `Deployment/${caller}: rollingUpdate.maxSurge must be a number of pods (its reply topic's partitions are counted)`,
      );
    else if (max !== undefined && max + surge > replies) {
      problems.push(
        `HorizontalPodAutoscaler/${caller}: maxReplicas ${max} + maxSurge ${surge} > ${replies} partitions of ${replyTopic?.name ?? 'its reply topic'}`,
      );
    }
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

const aclsOf = (manifests: TManifest[], name: string): TAcl[] =>
  find<TKafkaUser>(manifests, 'KafkaUser', name)?.spec?.authorization?.acls ?? [];

// A KafkaUser per process whose ACLs cover what its code does.
export const users: TRule = (manifests) =>
  PROCESS_NAMES.flatMap((name) => {
    if (!find<TKafkaUser>(manifests, 'KafkaUser', name)) return [`KafkaUser/${name} is missing`];
    const acls = aclsOf(manifests, name);
    return needsOf(name)
      .filter(([type, resource, operation]) => !allows(acls, type, resource, operation))
      .map(
        ([type, resource, operation]) =>
          `KafkaUser/${name}: no ${operation} on ${type} ${resource}`,
      );
  });

// ...and nothing more: a process writes only the requests whose contracts name it among their
// callers and the reply topics of its own requests' callers, only an event's owner writes it, a
// process reads only its own requests, reply topic and consumed events, in its own groups.
export const leastPrivilege: TRule = (manifests) => {
  const all = kafkaTopology();
  const topicNames = new Set(all.map((topic) => topic.name));
  const groups = ALL_GROUPS();
  return PROCESS_NAMES.flatMap((name) => {
    const acls = aclsOf(manifests, name);
    const needed = new Set(needsOf(name).map((need) => need.join(' ')));
    const candidates: TNeed[] = [
      ...all.flatMap((topic): TNeed[] => [
        ['topic', topic.name, 'Read'],
        ['topic', topic.name, 'Write'],
      ]),
      ...groups.map((group): TNeed => ['group', group, 'Read']),
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
    // A literal ACL on a topic that no longer exists (an old `<topic>.reply`) is a leftover that
    // would apply again to a topic created later under that name.
    const stale = acls
      .filter(
        (acl) =>
          acl.resource.type === 'topic' &&
          acl.resource.patternType !== 'prefix' &&
          acl.resource.name !== '*' &&
          !topicNames.has(acl.resource.name ?? ''),
      )
      .map(
        (acl) =>
          `KafkaUser/${name}: an ACL names topic ${acl.resource.name ?? ''}, which is not a topic of libs/contracts or the kit`,
      );
    return [...extra, ...broad, ...stale];
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
