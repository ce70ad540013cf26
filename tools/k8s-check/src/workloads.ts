import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IStatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodTemplateSpec } from 'kubernetes-models/v1/PodTemplateSpec';
import type { TManifest } from './kustomize';

// Typed views of rendered manifests for the rules.

export type TWorkload = {
  manifest: TManifest;
  id: string;
  template: IPodTemplateSpec;
  containers: IContainer[];
};

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'Job']);

export const idOf = (manifest: TManifest): string => `${manifest.kind}/${manifest.metadata.name}`;

export const ofKind = <T>(manifests: TManifest[], kind: string): (T & TManifest)[] =>
  manifests.filter((manifest) => manifest.kind === kind) as (T & TManifest)[];

export const find = <T>(
  manifests: TManifest[],
  kind: string,
  name: string,
): (T & TManifest) | undefined =>
  ofKind<T>(manifests, kind).find((manifest) => manifest.metadata.name === name);

export const workloads = (manifests: TManifest[]): TWorkload[] =>
  manifests
    .filter((manifest) => WORKLOAD_KINDS.has(manifest.kind))
    .map((manifest) => {
      const template =
        (manifest as unknown as IDeployment | IStatefulSet | IJob).spec?.template ?? {};
      return {
        manifest,
        id: idOf(manifest),
        template,
        containers: template.spec?.containers ?? [],
      };
    });

// The environment a container gets, as far as the manifests tell: explicit `env` entries and the
// keys of ConfigMaps it loads with envFrom (a Secret's keys are not in the repository, so a secret
// variable must be an explicit secretKeyRef to count).
export const providedEnv = (container: IContainer, manifests: TManifest[]): Map<string, string> => {
  const provided = new Map<string, string>();
  for (const source of container.envFrom ?? []) {
    const name = source.configMapRef?.name;
    if (!name) continue;
    const configMap = find<IConfigMap>(manifests, 'ConfigMap', name);
    for (const key of Object.keys(configMap?.data ?? {}))
      provided.set(`${source.prefix ?? ''}${key}`, `ConfigMap ${name}`);
  }
  for (const variable of container.env ?? []) {
    const from = variable.valueFrom;
    provided.set(
      variable.name,
      from?.secretKeyRef
        ? `Secret ${from.secretKeyRef.name}`
        : from?.configMapKeyRef
          ? `ConfigMap ${from.configMapKeyRef.name}`
          : 'env',
    );
  }
  return provided;
};

// The value of a variable when it is a literal or comes from a ConfigMap in the render.
export const literalEnv = (
  container: IContainer,
  manifests: TManifest[],
  name: string,
): string | undefined => {
  const explicit = container.env?.find((variable) => variable.name === name);
  if (explicit?.value !== undefined) return explicit.value;
  const ref = explicit?.valueFrom?.configMapKeyRef;
  if (ref) return find<IConfigMap>(manifests, 'ConfigMap', ref.name ?? '')?.data?.[ref.key];
  if (explicit) return undefined;
  let value: string | undefined;
  for (const source of container.envFrom ?? []) {
    const data =
      find<IConfigMap>(manifests, 'ConfigMap', source.configMapRef?.name ?? '')?.data ?? {};
    const key = name.slice((source.prefix ?? '').length);
    if (name.startsWith(source.prefix ?? '') && key in data) value = data[key];
  }
  return value;
};

export const selectorMatches = (
  selector: Record<string, string> | undefined,
  labels: Record<string, string> | undefined,
): boolean =>
  selector !== undefined &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels?.[key] === value);
