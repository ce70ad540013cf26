import { ZBaseServiceEnv, ZOpenAiEnv } from '@app/service-kit';
import { envKeysIn, envVarsOf } from './code-facts';
import { allows, KAFKA_RULES, type TAcl } from './kafka-rules';
import { NETWORK_RULES } from './network-rules';
import { REDIS_RULES } from './redis-rules';
import type { TManifest } from './kustomize';
import { applyJsonPatch, type TJson } from './merge';
import { renderOverlay } from './render';
import { WORKLOAD_RULES } from './rules';
import { schemaErrors } from './schemas';

// Each rule must catch a broken manifest: break a correct render in one place and expect the
// violation, so that a rule that cannot fail is noticed.

const RULES = { ...WORKLOAD_RULES, ...KAFKA_RULES, ...NETWORK_RULES, ...REDIS_RULES };
const pristine = renderOverlay('dev');

type TBreak =
  | { kind: string; name: string; op: 'add' | 'replace' | 'remove'; path: string; value?: TJson }
  | { drop: [kind: string, name: string] };

const broken = (change: TBreak): TManifest[] => {
  if ('drop' in change)
    return pristine.filter(
      (manifest) =>
        !(manifest.kind === change.drop[0] && manifest.metadata.name === change.drop[1]),
    );
  const { kind, name, ...operation } = change;
  let found = false;
  const result = pristine.map((manifest) => {
    if (manifest.kind !== kind || manifest.metadata.name !== name) return manifest;
    found = true;
    return applyJsonPatch(manifest, [operation]) as TManifest;
  });
  if (!found) throw new Error(`${kind}/${name} is not in the dev render`);
  return result;
};

const container = '/spec/template/spec/containers/0';

// Where a Deployment's first container declares a variable, for patches that change it.
const envPath = (name: string, variable: string): string => {
  const deployment = pristine.find((manifest) => manifest.kind === 'Deployment' && manifest.metadata.name === name) as unknown as { spec: { template: { spec: { containers: { env?: { name: string }[] }[] } } } };
  return `${container}/env/${deployment.spec.template.spec.containers[0]!.env!.findIndex((entry) => entry.name === variable)}`;
};

// Where a KafkaUser lists the ACL of a resource, for patches that remove it.
const aclPath = (user: string, type: string, name: string, operation: string): string => {
  const manifest = pristine.find((candidate) => candidate.kind === 'KafkaUser' && candidate.metadata.name === user) as unknown as { spec: { authorization: { acls: TAcl[] } } };
  const index = manifest.spec.authorization.acls.findIndex((acl) => acl.resource.type === type && acl.resource.name === name && acl.operations.includes(operation));
  if (index < 0) throw new Error(`KafkaUser/${user} has no ${operation} ACL on ${type} ${name}`);
  return `/spec/authorization/acls/${index}`;
};

const grant = (user: string, type: string, name: string, operation: string): TBreak => ({
  kind: 'KafkaUser',
  name: user,
  op: 'add',
  path: '/spec/authorization/acls/-',
  value: { resource: { type, name, patternType: 'literal' }, operations: [operation] },
});

const CASES: [rule: keyof typeof RULES, change: TBreak, expected: string][] = [
  [
    'leastPrivilege',
    {
      kind: 'KafkaUser',
      name: 'bff',
      op: 'add',
      path: '/spec/authorization/acls/-',
      value: {
        resource: { type: 'topic', name: 'auth.', patternType: 'prefix' },
        operations: ['Write'],
      },
    },
    'KafkaUser/bff: Write on topic auth.user.deleted is more than its code needs',
  ],
  [
    'leastPrivilege',
    {
      kind: 'KafkaUser',
      name: 'chat',
      op: 'add',
      path: '/spec/authorization/acls/-',
      value: {
        resource: { type: 'topic', name: 'billing.subscription.changed', patternType: 'literal' },
        operations: ['Write'],
      },
    },
    'KafkaUser/chat: Write on topic billing.subscription.changed is more than its code needs',
  ],
  [
    'leastPrivilege',
    {
      kind: 'KafkaUser',
      name: 'reviews',
      op: 'add',
      path: '/spec/authorization/acls/-',
      value: {
        resource: { type: 'group', name: 'billing', patternType: 'literal' },
        operations: ['Read'],
      },
    },
    'KafkaUser/reviews: Read on group billing is more than its code needs',
  ],
  [
    'networkPolicies',
    { drop: ['NetworkPolicy', 'chat'] },
    'Deployment/chat: no NetworkPolicy selects its pods',
  ],
  [
    'networkPolicies',
    { drop: ['NetworkPolicy', 'migrations'] },
    'Job/auth-migrate: no NetworkPolicy selects its pods',
  ],
  [
    'networkPolicies',
    {
      kind: 'NetworkPolicy',
      name: 'reviews',
      op: 'add',
      path: '/spec/ingress/-',
      value: { from: [{ podSelector: {} }], ports: [{ protocol: 'TCP', port: 3102 }] },
    },
    'NetworkPolicy/reviews: Deployment/reviews takes connections from other pods',
  ],
  [
    'networkPolicies',
    { kind: 'NetworkPolicy', name: 'billing', op: 'add', path: '/spec/egress/-', value: {} },
    'NetworkPolicy/billing: an egress rule allows every port',
  ],
  [
    'networkPolicies',
    {
      kind: 'NetworkPolicy',
      name: 'bff',
      op: 'replace',
      path: '/spec/policyTypes',
      value: ['Ingress'],
    },
    'Deployment/bff: no NetworkPolicy restricts its Egress',
  ],
  [
    'probes',
    { kind: 'Deployment', name: 'auth', op: 'remove', path: `${container}/readinessProbe` },
    'Deployment/auth: no readinessProbe',
  ],
  [
    'probes',
    {
      kind: 'Deployment',
      name: 'bff',
      op: 'replace',
      path: `${container}/livenessProbe/httpGet/path`,
      value: '/api/health',
    },
    'Deployment/bff: livenessProbe must GET /api/health/live on port http',
  ],
  [
    'probes',
    { kind: 'ConfigMap', name: 'chat-config', op: 'replace', path: '/data/PORT', value: '3000' },
    'Deployment/chat: PORT must be "3104"',
  ],
  [
    'resources',
    { kind: 'Deployment', name: 'billing', op: 'remove', path: `${container}/resources/limits` },
    'Deployment/billing: container billing has no limits.cpu',
  ],
  [
    'resources',
    {
      kind: 'Job',
      name: 'chat-migrate',
      op: 'remove',
      path: `${container}/resources/requests/memory`,
    },
    'Job/chat-migrate: container migrate has no requests.memory',
  ],
  [
    'securityContexts',
    {
      kind: 'Deployment',
      name: 'chat',
      op: 'remove',
      path: '/spec/template/spec/securityContext/runAsNonRoot',
    },
    'Deployment/chat: container chat: runAsNonRoot is not true',
  ],
  [
    'securityContexts',
    {
      kind: 'StatefulSet',
      name: 'nearbly-redis',
      op: 'replace',
      path: `${container}/securityContext/readOnlyRootFilesystem`,
      value: false,
    },
    'StatefulSet/nearbly-redis: container redis: readOnlyRootFilesystem is not true',
  ],
  [
    'securityContexts',
    {
      kind: 'Deployment',
      name: 'reviews',
      op: 'replace',
      path: `${container}/securityContext/capabilities/drop`,
      value: ['NET_RAW'],
    },
    'Deployment/reviews: container reviews: capabilities.drop lacks ALL',
  ],
  [
    'pinnedImages',
    {
      kind: 'Deployment',
      name: 'reviews',
      op: 'replace',
      path: `${container}/image`,
      value: 'nearbly/reviews:latest',
    },
    'Deployment/reviews: container reviews image nearbly/reviews:latest uses :latest',
  ],
  [
    'pinnedImages',
    {
      kind: 'StatefulSet',
      name: 'nearbly-redis',
      op: 'replace',
      path: `${container}/image`,
      value: 'redis',
    },
    'StatefulSet/nearbly-redis: container redis image redis has no tag',
  ],
  [
    'pinnedImages',
    {
      kind: 'Cluster',
      name: 'nearbly-pg',
      op: 'replace',
      path: '/spec/imageName',
      value: 'ghcr.io/cloudnative-pg/postgresql',
    },
    'Cluster/nearbly-pg: image ghcr.io/cloudnative-pg/postgresql has no tag',
  ],
  [
    'draining',
    { kind: 'Deployment', name: 'analysis', op: 'remove', path: `${container}/lifecycle` },
    'Deployment/analysis: no preStop sleep',
  ],
  [
    'availability',
    { drop: ['PodDisruptionBudget', 'chat'] },
    'Deployment/chat: 0 PodDisruptionBudgets select its pods (want 1)',
  ],
  [
    'availability',
    { drop: ['HorizontalPodAutoscaler', 'bff'] },
    'Deployment/bff: 0 HorizontalPodAutoscalers target it (want 1)',
  ],
  [
    'availability',
    { kind: 'HorizontalPodAutoscaler', name: 'billing', op: 'remove', path: '/spec/metrics/1' },
    'HorizontalPodAutoscaler/billing: no kafka_consumergroup_lag metric for consumer group "billing"',
  ],
  [
    'availability',
    { kind: 'Deployment', name: 'auth', op: 'add', path: '/spec/replicas', value: 2 },
    'Deployment/auth: sets spec.replicas although HPA auth owns it',
  ],
  [
    'selectors',
    {
      kind: 'Job',
      name: 'auth-migrate',
      op: 'replace',
      path: '/spec/template/metadata/labels/app.kubernetes.io~1name',
      value: 'auth',
    },
    'Job/auth-migrate: its pods match the selector of Deployment/auth',
  ],
  [
    'environment',
    { kind: 'Deployment', name: 'reviews', op: 'remove', path: `${container}/env/1` },
    'Deployment/reviews: KAFKA_SASL_PASSWORD is read by the code but not provided',
  ],
  [
    'environment',
    { kind: 'ConfigMap', name: 'bff-config', op: 'remove', path: '/data/WEB_DIST' },
    'Deployment/bff: WEB_DIST is read by the code but not provided',
  ],
  [
    'environment',
    { kind: 'ConfigMap', name: 'auth-config', op: 'remove', path: '/data/MAIL_FROM' },
    'Deployment/auth: MAIL_FROM is read by the code but not provided',
  ],
  ['migrations', { drop: ['Job', 'analysis-migrate'] }, 'Job/analysis-migrate is missing'],
  [
    'migrations',
    {
      kind: 'Job',
      name: 'billing-migrate',
      op: 'replace',
      path: `${container}/image`,
      value: 'nearbly/billing:0.0.9',
    },
    "Job/billing-migrate: image differs from Deployment/billing's",
  ],
  ['databases', { drop: ['Database', 'nearbly-chat'] }, 'no CloudNativePG Database nearbly_chat'],
  [
    'topics',
    { kind: 'KafkaTopic', name: 'auth.login', op: 'replace', path: '/spec/partitions', value: 2 },
    'KafkaTopic auth.login: 2 partitions, the kit uses 3',
  ],
  [
    'topics',
    { kind: 'KafkaTopic', name: 'bff.replies', op: 'replace', path: '/spec/partitions', value: 3 },
    'KafkaTopic bff.replies: 3 partitions, the kit uses 6',
  ],
  [
    'topics',
    { drop: ['KafkaTopic', 'chat.newsletter.subscribed'] },
    'KafkaTopic for event topic "chat.newsletter.subscribed" is missing (k8s/base/kafka-topics.yaml, 3 partitions)',
  ],
  [
    'partitionsForReplicas',
    {
      kind: 'HorizontalPodAutoscaler',
      name: 'bff',
      op: 'replace',
      path: '/spec/maxReplicas',
      value: 6,
    },
    'HorizontalPodAutoscaler/bff: maxReplicas 6 + maxSurge 1 > 6 partitions of bff.replies',
  ],
  [
    'partitionsForReplicas',
    {
      kind: 'HorizontalPodAutoscaler',
      name: 'chat',
      op: 'replace',
      path: '/spec/maxReplicas',
      value: 4,
    },
    'HorizontalPodAutoscaler/chat: maxReplicas 4 > 3 partitions of its request topics',
  ],
  [
    'users',
    { kind: 'KafkaUser', name: 'auth', op: 'remove', path: '/spec/authorization/acls/0' },
    'KafkaUser/auth: no Read on group auth.requests',
  ],
  ['users', { drop: ['KafkaUser', 'bff'] }, 'KafkaUser/bff is missing'],
  [
    'kafkaCluster',
    {
      kind: 'ConfigMap',
      name: 'nearbly-config',
      op: 'replace',
      path: '/data/KAFKA_BROKERS',
      value: 'kafka:9092',
    },
    'ConfigMap/nearbly-config: KAFKA_BROKERS "kafka:9092" is not nearbly-kafka-bootstrap:9094',
  ],
  [
    'kafkaCluster',
    { kind: 'ConfigMap', name: 'nearbly-config', op: 'remove', path: '/data/KAFKA_SASL_MECHANISM' },
    'ConfigMap/nearbly-config: no listener of Kafka/nearbly takes tls=true and authentication none',
  ],
  [
    'kafkaCluster',
    {
      kind: 'Deployment',
      name: 'chat',
      op: 'replace',
      path: `${container}/env/0/value`,
      value: 'billing',
    },
    'Deployment/chat: signs in to Kafka as "billing", not as its own KafkaUser "chat"',
  ],
];

// The topology of issue 18: requests written by their contracts' callers only, one reply topic per
// calling process, events written by their owner only, a dead-letter topic per service.
CASES.push(
  [
    'leastPrivilege',
    grant('bff', 'topic', 'auth.dev-mailbox.store', 'Write'),
    'KafkaUser/bff: Write on topic auth.dev-mailbox.store is more than its code needs',
  ],
  [
    'leastPrivilege',
    grant('analysis', 'topic', 'auth.user.deleted', 'Write'),
    'KafkaUser/analysis: Write on topic auth.user.deleted is more than its code needs',
  ],
  [
    'leastPrivilege',
    grant('analysis', 'group', 'chat.replies', 'Read'),
    'KafkaUser/analysis: Read on group chat.replies is more than its code needs',
  ],
  [
    'leastPrivilege',
    grant('chat', 'topic', 'bff.replies', 'Read'),
    'KafkaUser/chat: Read on topic bff.replies is more than its code needs',
  ],
  [
    'leastPrivilege',
    grant('auth', 'topic', 'analysis.replies', 'Write'),
    'KafkaUser/auth: Write on topic analysis.replies is more than its code needs',
  ],
  [
    'leastPrivilege',
    grant('bff', 'topic', 'auth.login.reply', 'Read'),
    'KafkaUser/bff: an ACL names topic auth.login.reply, which is not a topic of libs/contracts or the kit',
  ],
  [
    'users',
    { kind: 'KafkaUser', name: 'billing', op: 'remove', path: aclPath('billing', 'topic', 'analysis.replies', 'Write') },
    'KafkaUser/billing: no Write on topic analysis.replies',
  ],
  [
    'users',
    { kind: 'KafkaUser', name: 'chat', op: 'remove', path: aclPath('chat', 'topic', 'auth.dev-mailbox.store', 'Write') },
    'KafkaUser/chat: no Write on topic auth.dev-mailbox.store',
  ],
  [
    'users',
    { kind: 'KafkaUser', name: 'chat', op: 'remove', path: aclPath('chat', 'topic', 'chat.replies', 'Read') },
    'KafkaUser/chat: no Read on topic chat.replies',
  ],
  [
    'users',
    { kind: 'KafkaUser', name: 'reviews', op: 'remove', path: aclPath('reviews', 'topic', 'reviews.dead-letter', 'Write') },
    'KafkaUser/reviews: no Write on topic reviews.dead-letter',
  ],
  [
    'users',
    { kind: 'KafkaUser', name: 'auth', op: 'remove', path: aclPath('auth', 'topic', 'analysis.alert.raised', 'Read') },
    'KafkaUser/auth: no Read on topic analysis.alert.raised',
  ],
  [
    'topics',
    { drop: ['KafkaTopic', 'reviews.dead-letter'] },
    'KafkaTopic for dead-letter topic "reviews.dead-letter" is missing (k8s/base/kafka-topics.yaml, 1 partition)',
  ],
  [
    'topics',
    { drop: ['KafkaTopic', 'chat.replies'] },
    'KafkaTopic for reply topic "chat.replies" is missing (k8s/base/kafka-topics.yaml, 6 partitions)',
  ],
  [
    'topics',
    { kind: 'KafkaTopic', name: 'bff.replies', op: 'replace', path: '/metadata/name', value: 'auth.login.reply' },
    'KafkaTopic auth.login.reply is not a topic of libs/contracts or the kit',
  ],
  [
    'partitionsForReplicas',
    { kind: 'HorizontalPodAutoscaler', name: 'analysis', op: 'replace', path: '/spec/maxReplicas', value: 6 },
    'HorizontalPodAutoscaler/analysis: maxReplicas 6 + maxSurge 1 > 6 partitions of analysis.replies',
  ],
  [
    'partitionsForReplicas',
    { kind: 'Deployment', name: 'chat', op: 'replace', path: '/spec/strategy/rollingUpdate/maxSurge', value: '25%' },
    "Deployment/chat: rollingUpdate.maxSurge must be a number of pods (its reply topic's partitions are counted)",
  ],
);

CASES.push(
  [
    'redisUsers',
    { kind: 'ConfigMap', name: 'nearbly-redis-acl', op: 'replace', path: '/data/chat', value: 'resetkeys ~* resetchannels -@all +@read' },
    'ConfigMap/nearbly-redis-acl: chat is granted ~*',
  ],
  [
    'redisUsers',
    { kind: 'ConfigMap', name: 'nearbly-redis-acl', op: 'replace', path: '/data/bff', value: 'resetkeys ~bff:* ~auth:* resetchannels -@all +@read' },
    'ConfigMap/nearbly-redis-acl: bff has "resetkeys ~bff:* ~auth:* resetchannels -@all +@read", the code declares "resetkeys ~bff:* %R~auth:revoked-session:* resetchannels -@all +@connection +@read +@write +@keyspace +@scripting +@transaction +@blocking -@dangerous +info"',
  ],
  [
    'redisUsers',
    { kind: 'Deployment', name: 'reviews', op: 'replace', path: `${envPath('reviews', 'REDIS_URL')}/valueFrom/secretKeyRef/key`, value: 'REDIS_URL_BFF' },
    'Deployment/reviews: REDIS_URL must come from Secret nearbly-secrets key REDIS_URL_REVIEWS (its own Redis user)',
  ],
  [
    'redisUsers',
    { kind: 'StatefulSet', name: 'nearbly-redis', op: 'replace', path: `${container}/args`, value: ['redis-server', '--appendonly', 'yes'] },
    'StatefulSet/nearbly-redis: starts without an ACL file',
  ],
  ['redisUsers', { drop: ['ConfigMap', 'nearbly-redis-acl'] }, 'ConfigMap/nearbly-redis-acl is missing'],
);

describe('the rules catch a broken manifest', () => {
  it.each(CASES)('%s: %j', (rule, change, expected) => {
    expect(RULES[rule]?.(pristine)).toEqual([]);
    expect(RULES[rule]?.(broken(change))).toContain(expected);
  });
});

describe('the schemas catch a broken manifest', () => {
  it.each<[TBreak, string]>([
    [
      {
        kind: 'Deployment',
        name: 'bff',
        op: 'replace',
        path: `${container}/ports/0/containerPort`,
        value: 'http',
      },
      'Deployment/bff: /spec/template/spec/containers/0/ports/0/containerPort must be integer',
    ],
    [
      { kind: 'HorizontalPodAutoscaler', name: 'auth', op: 'remove', path: '/spec/scaleTargetRef' },
      "HorizontalPodAutoscaler/auth: /spec must have required property 'scaleTargetRef'",
    ],
    [
      { kind: 'KafkaTopic', name: 'auth.me', op: 'add', path: '/spec/partition', value: 3 },
      "KafkaTopic/auth.me: /spec must NOT have additional property 'partition'",
    ],
    [
      {
        kind: 'KafkaUser',
        name: 'chat',
        op: 'replace',
        path: '/spec/authorization/acls/0/operations',
        value: ['Reed'],
      },
      'KafkaUser/chat: /spec/authorization/acls/0/operations/0 must be one of ["Read",',
    ],
    [
      { kind: 'Database', name: 'nearbly-auth', op: 'remove', path: '/spec/owner' },
      "Database/nearbly-auth: /spec must have required property 'owner'",
    ],
  ])('%j', (change, expected) => {
    expect(pristine.flatMap(schemaErrors)).toEqual([]);
    const errors = broken(change).flatMap(schemaErrors);
    expect(errors.filter((error) => error.startsWith(expected))).toHaveLength(1);
  });
});

describe('Kafka ACLs', () => {
  const acls = [
    {
      resource: { type: 'topic', name: 'auth.', patternType: 'prefix' as const },
      operations: ['Read'],
    },
    {
      type: 'deny' as const,
      resource: { type: 'topic', name: 'auth.secret', patternType: 'literal' as const },
      operations: ['All'],
    },
  ];
  it('reads prefixes, implies Describe and lets deny win', () => {
    expect(allows(acls, 'topic', 'auth.login', 'Read')).toBe(true);
    expect(allows(acls, 'topic', 'auth.login', 'Describe')).toBe(true);
    expect(allows(acls, 'topic', 'auth.login', 'Write')).toBe(false);
    expect(allows(acls, 'topic', 'chat.health', 'Read')).toBe(false);
    expect(allows(acls, 'topic', 'auth.secret', 'Read')).toBe(false);
  });
});

describe('environment variables read by the code', () => {
  it('finds every variable of the kit schema, and PORT', () => {
    expect(envKeysIn('libs/service-kit/src/env.ts').sort()).toEqual(
      [...Object.keys(ZBaseServiceEnv.shape), 'PORT'].sort(),
    );
  });

  it("includes a service's own database URL and the BFF's own settings", () => {
    expect(envVarsOf('billing')).toEqual(
      expect.arrayContaining(['DATABASE_URL_BILLING', 'PORT', 'REDIS_URL', 'KAFKA_BROKERS']),
    );
    expect(envVarsOf('bff')).toEqual(
      expect.arrayContaining(['WEB_DIST', 'RPC_TIMEOUT_MS', 'PUBLIC_URL', 'KAFKA_BROKERS']),
    );
  });

  it('adds the OpenAI variables to a process whose env.ts loads them', () => {
    expect(envKeysIn('libs/service-kit/src/openai-env.ts').sort()).toEqual(
      Object.keys(ZOpenAiEnv.shape).sort(),
    );
    expect(envVarsOf('chat')).toEqual(expect.arrayContaining(Object.keys(ZOpenAiEnv.shape)));
  });
});
