import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { WORKSPACE_ROOT } from './code-facts';
import { KAFKA_RULES } from './kafka-rules';
import { NETWORK_RULES } from './network-rules';
import { REDIS_RULES } from './redis-rules';
import type { TManifest } from './kustomize';
import { OVERLAYS, renderOverlay } from './render';
import { WORKLOAD_RULES } from './rules';
import { schemaErrors } from './schemas';
import { ofKind, workloads } from './workloads';

const RULES = { ...WORKLOAD_RULES, ...KAFKA_RULES, ...NETWORK_RULES, ...REDIS_RULES };

describe.each(OVERLAYS)('k8s/overlays/%s', (overlay) => {
  let manifests: TManifest[] = [];
  beforeAll(() => {
    manifests = renderOverlay(overlay);
  });

  it('renders', () => {
    expect(manifests.length).toBeGreaterThan(0);
  });

  it('validates every object against the Kubernetes, CloudNativePG and Strimzi schemas', () => {
    expect(manifests.flatMap(schemaErrors)).toEqual([]);
  });

  it.each(Object.keys(RULES))('follows the rule "%s"', (name) => {
    expect(RULES[name]?.(manifests)).toEqual([]);
  });
});

const kinds = (manifests: TManifest[]): Set<string> =>
  new Set(manifests.map((manifest) => manifest.kind));
const limitsOf = (manifests: TManifest[]): Map<string, string | number | undefined> =>
  new Map(
    ofKind<IDeployment>(manifests, 'Deployment').map((deployment) => [
      deployment.metadata.name,
      deployment.spec?.template.spec?.containers[0]?.resources?.limits?.memory,
    ]),
  );
const mebibytes = (quantity: string | number | undefined): number => {
  const match = /^(\d+)(Mi|Gi)$/.exec(String(quantity));
  if (!match) throw new Error(`unexpected memory quantity ${String(quantity)}`);
  return Number(match[1]) * (match[2] === 'Gi' ? 1024 : 1);
};

describe('overlays differ as intended', () => {
  const dev = renderOverlay('dev');
  const prod = renderOverlay('prod');

  it('runs Kafka, PostgreSQL and Redis in the dev cluster only', () => {
    for (const kind of ['Kafka', 'KafkaNodePool', 'Cluster', 'Database', 'StatefulSet']) {
      expect({ kind, dev: kinds(dev).has(kind), prod: kinds(prod).has(kind) }).toEqual({
        kind,
        dev: true,
        prod: false,
      });
    }
  });

  it('starts one replica of each process in dev and at least two in prod', () => {
    const minimums = (manifests: TManifest[]) =>
      ofKind<IHorizontalPodAutoscaler>(manifests, 'HorizontalPodAutoscaler').map(
        (hpa) => hpa.spec?.minReplicas ?? 1,
      );
    expect(new Set(minimums(dev))).toEqual(new Set([1]));
    expect(Math.min(...minimums(prod))).toBeGreaterThanOrEqual(2);
  });

  it('gives every process a bigger memory limit in prod than in dev', () => {
    const small = limitsOf(dev);
    for (const [name, limit] of limitsOf(prod))
      expect({ name, bigger: mebibytes(limit) > mebibytes(small.get(name)) }).toEqual({
        name,
        bigger: true,
      });
  });
});

describe('README, Deploying', () => {
  const readme = readFileSync(join(WORKSPACE_ROOT, 'README.md'), 'utf8');
  const deploying = readme.slice(readme.indexOf('## Deploying'));

  it.each(OVERLAYS)('lists every Secret key the %s overlay reads', (overlay) => {
    const keys = workloads(renderOverlay(overlay)).flatMap(({ containers }) =>
      containers.flatMap((container) =>
        (container.env ?? []).flatMap((variable) => variable.valueFrom?.secretKeyRef?.key ?? []),
      ),
    );
    expect([...new Set(keys)].filter((key) => !deploying.includes(`\`${key}\``))).toEqual([]);
  });
});
