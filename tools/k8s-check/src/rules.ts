import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IService } from 'kubernetes-models/v1/Service';
import {
  alternativesOf,
  BFF_PORT,
  DEFAULT_SERVICE_PORTS,
  envVarsOf,
  PROCESS_NAMES,
  SERVICE_NAMES,
  type TProcessName,
} from './code-facts';
import { parseImage, type TManifest } from './kustomize';
import {
  find,
  idOf,
  literalEnv,
  ofKind,
  providedEnv,
  selectorMatches,
  workloads,
} from './workloads';

// The deployment rules every overlay must follow. Each returns readable violations (empty: fine).

export type TRule = (manifests: TManifest[]) => string[];

export const portOf = (process: TProcessName): number =>
  process === 'bff' ? BFF_PORT : DEFAULT_SERVICE_PORTS[process];
export const healthPathOf = (process: TProcessName): string =>
  process === 'bff' ? '/api/health/live' : '/health';

const deploymentOf = (manifests: TManifest[], process: TProcessName) =>
  find<IDeployment>(manifests, 'Deployment', process);
const mainContainer = (deployment: IDeployment): IContainer | undefined =>
  deployment.spec?.template.spec?.containers[0];

// One Deployment per process, and no Deployment that is not a process of the code.
export const processDeployments: TRule = (manifests) => [
  ...PROCESS_NAMES.filter((process) => !deploymentOf(manifests, process)).map(
    (process) => `Deployment/${process} is missing`,
  ),
  ...ofKind<IDeployment>(manifests, 'Deployment')
    .filter(
      (deployment) => !(PROCESS_NAMES as readonly string[]).includes(deployment.metadata.name),
    )
    .map(
      (deployment) =>
        `${idOf(deployment)} is not a process of the code (${PROCESS_NAMES.join(', ')})`,
    ),
];

// Startup, liveness and readiness probes on the process's health endpoint and port.
export const probes: TRule = (manifests) =>
  PROCESS_NAMES.flatMap((process) => {
    const deployment = deploymentOf(manifests, process);
    const container = deployment && mainContainer(deployment);
    if (!container) return [];
    const id = `Deployment/${process}`;
    const problems: string[] = [];
    const http = container.ports?.find((port) => port.name === 'http');
    if (http?.containerPort !== portOf(process))
      problems.push(`${id}: port "http" must be ${portOf(process)}`);
    if (literalEnv(container, manifests, 'PORT') !== String(portOf(process)))
      problems.push(`${id}: PORT must be "${portOf(process)}"`);
    for (const kind of ['startupProbe', 'livenessProbe', 'readinessProbe'] as const) {
      const probe = container[kind];
      if (!probe) problems.push(`${id}: no ${kind}`);
      else if (
        probe.httpGet?.path !== healthPathOf(process) ||
        (probe.httpGet.port !== 'http' && probe.httpGet.port !== portOf(process))
      ) {
        problems.push(`${id}: ${kind} must GET ${healthPathOf(process)} on port http`);
      }
    }
    return problems;
  });

const hasQuantity = (values: Record<string, unknown> | undefined, name: string): boolean =>
  values?.[name] !== undefined;

// Requests and limits (cpu and memory) on every container of every workload.
export const resources: TRule = (manifests) =>
  workloads(manifests).flatMap(({ id, containers }) =>
    containers.flatMap((container) =>
      (['requests', 'limits'] as const).flatMap((bound) =>
        ['cpu', 'memory']
          .filter((name) => !hasQuantity(container.resources?.[bound], name))
          .map((name) => `${id}: container ${container.name} has no ${bound}.${name}`),
      ),
    ),
  );

// Non-root, read-only root filesystem, no privilege escalation, every capability dropped.
export const securityContexts: TRule = (manifests) =>
  workloads(manifests).flatMap(({ id, template, containers }) =>
    containers.flatMap((container) => {
      const pod = template.spec?.securityContext;
      const own = container.securityContext;
      const problems: string[] = [];
      if (!(own?.runAsNonRoot ?? pod?.runAsNonRoot)) problems.push('runAsNonRoot is not true');
      if ((own?.runAsUser ?? pod?.runAsUser) === 0) problems.push('runs as uid 0');
      if (own?.readOnlyRootFilesystem !== true) problems.push('readOnlyRootFilesystem is not true');
      if (own?.allowPrivilegeEscalation !== false)
        problems.push('allowPrivilegeEscalation is not false');
      if (!own?.capabilities?.drop?.includes('ALL')) problems.push('capabilities.drop lacks ALL');
      return problems.map((problem) => `${id}: container ${container.name}: ${problem}`);
    }),
  );

const imageProblem = (image: string | undefined): string | undefined => {
  if (!image) return 'has no image';
  const { tag, digest } = parseImage(image);
  if (!tag && !digest) return `image ${image} has no tag`;
  if (tag === 'latest' && !digest) return `image ${image} uses :latest`;
  return undefined;
};

// Every image pinned: a tag that is not `latest`, or a digest (CloudNativePG's imageName too).
export const pinnedImages: TRule = (manifests) => [
  ...workloads(manifests).flatMap(({ id, template }) =>
    [...(template.spec?.initContainers ?? []), ...(template.spec?.containers ?? [])].flatMap(
      (container) => {
        const problem = imageProblem(container.image);
        return problem ? [`${id}: container ${container.name} ${problem}`] : [];
      },
    ),
  ),
  ...ofKind<{ spec?: { imageName?: string } }>(manifests, 'Cluster').flatMap((cluster) => {
    const problem =
      cluster.spec?.imageName === undefined ? undefined : imageProblem(cluster.spec.imageName);
    return problem ? [`${idOf(cluster)}: ${problem}`] : [];
  }),
];

// Graceful shutdown: a preStop pause shorter than the grace period.
export const draining: TRule = (manifests) =>
  ofKind<IDeployment>(manifests, 'Deployment').flatMap((deployment) => {
    const grace = deployment.spec?.template.spec?.terminationGracePeriodSeconds;
    const container = mainContainer(deployment);
    const command = container?.lifecycle?.preStop?.exec?.command;
    const pause =
      command?.[0] === 'sleep' ? Number(command[1]) : container?.lifecycle?.preStop?.sleep?.seconds;
    const problems: string[] = [];
    if (grace === undefined) problems.push('no terminationGracePeriodSeconds');
    if (pause === undefined || Number.isNaN(pause)) problems.push('no preStop sleep');
    else if (grace !== undefined && pause >= grace)
      problems.push(`preStop sleep (${pause} s) is not shorter than the grace period (${grace} s)`);
    return problems.map((problem) => `${idOf(deployment)}: ${problem}`);
  });

// A PodDisruptionBudget and a HorizontalPodAutoscaler (CPU, plus for services the Kafka lag of
// their event group, named after the service; the request group commits every 2 s, so its lag
// says little) per Deployment; the HPA owns the replica count.
export const availability: TRule = (manifests) =>
  ofKind<IDeployment>(manifests, 'Deployment').flatMap((deployment) => {
    const id = idOf(deployment);
    const name = deployment.metadata.name;
    const podLabels = deployment.spec?.template.metadata?.labels;
    const problems: string[] = [];
    const pdbs = ofKind<IPodDisruptionBudget>(manifests, 'PodDisruptionBudget').filter((pdb) =>
      selectorMatches(pdb.spec?.selector?.matchLabels, podLabels),
    );
    if (pdbs.length !== 1)
      problems.push(`${id}: ${pdbs.length} PodDisruptionBudgets select its pods (want 1)`);
    const hpas = ofKind<IHorizontalPodAutoscaler>(manifests, 'HorizontalPodAutoscaler').filter(
      (hpa) =>
        hpa.spec?.scaleTargetRef.kind === 'Deployment' && hpa.spec.scaleTargetRef.name === name,
    );
    const hpa = hpas[0];
    if (hpas.length !== 1 || !hpa)
      return [...problems, `${id}: ${hpas.length} HorizontalPodAutoscalers target it (want 1)`];
    if (deployment.spec?.replicas !== undefined)
      problems.push(`${id}: sets spec.replicas although HPA ${hpa.metadata.name} owns it`);
    const metrics = hpa.spec?.metrics ?? [];
    if (!metrics.some((metric) => metric.type === 'Resource' && metric.resource?.name === 'cpu')) {
      problems.push(`${idOf(hpa)}: no CPU metric`);
    }
    if (name !== 'bff') {
      const lag = metrics.find(
        (metric) =>
          metric.type === 'External' && metric.external?.metric.name === 'kafka_consumergroup_lag',
      );
      if (lag?.external?.metric.selector?.matchLabels?.consumergroup !== name) {
        problems.push(
          `${idOf(hpa)}: no kafka_consumergroup_lag metric for consumer group "${name}"`,
        );
      }
    }
    return problems;
  });

// Services select the Deployment of their name on a named port that exists; no other pods (such as
// a migration Job's) fall under a Deployment's Service or PodDisruptionBudget.
export const selectors: TRule = (manifests) => {
  const deployments = ofKind<IDeployment>(manifests, 'Deployment');
  const problems = ofKind<IService>(manifests, 'Service').flatMap((service) => {
    const selector = service.spec?.selector;
    const targets = workloads(manifests).filter(({ template }) =>
      selectorMatches(selector, template.metadata?.labels),
    );
    if (targets.length === 0) return [`${idOf(service)}: selects no pods`];
    return (service.spec?.ports ?? []).flatMap((port) =>
      typeof port.targetPort === 'string' &&
      !targets.every(({ containers }) =>
        containers.some((c) => c.ports?.some((p) => p.name === port.targetPort)),
      )
        ? [`${idOf(service)}: targetPort ${port.targetPort} is not a port of the pods it selects`]
        : [],
    );
  });
  for (const { id, manifest, template } of workloads(manifests).filter(
    ({ manifest }) => manifest.kind !== 'Deployment',
  )) {
    for (const deployment of deployments.filter((candidate) => candidate !== manifest)) {
      if (selectorMatches(deployment.spec?.selector.matchLabels, template.metadata?.labels)) {
        problems.push(`${id}: its pods match the selector of ${idOf(deployment)}`);
      }
    }
  }
  return problems;
};

// Every variable the process's code reads is given to its container.
export const environment: TRule = (manifests) =>
  PROCESS_NAMES.flatMap((process) => {
    const deployment = deploymentOf(manifests, process);
    const container = deployment && mainContainer(deployment);
    if (!container) return [];
    const provided = providedEnv(container, manifests);
    const missing = envVarsOf(process).filter(
      (name) =>
        !provided.has(name) &&
        !alternativesOf(process, name).some((alternative) => provided.has(alternative)),
    );
    const unknownConfigMaps = (container.envFrom ?? [])
      .map((source) => source.configMapRef?.name)
      .filter((name): name is string => name !== undefined && !find(manifests, 'ConfigMap', name));
    return [
      ...missing.map(
        (name) => `Deployment/${process}: ${name} is read by the code but not provided`,
      ),
      ...unknownConfigMaps.map(
        (name) => `Deployment/${process}: envFrom ConfigMap ${name} is not in the render`,
      ),
    ];
  });

// A migration Job per service: the service's image, `node dist/migrate.js`, its database URL.
export const migrations: TRule = (manifests) =>
  SERVICE_NAMES.flatMap((service) => {
    const job = find<IJob>(manifests, 'Job', `${service}-migrate`);
    if (!job) return [`Job/${service}-migrate is missing`];
    const container = job.spec?.template.spec?.containers[0];
    const deployment = deploymentOf(manifests, service);
    const problems: string[] = [];
    if (container?.image !== (deployment && mainContainer(deployment)?.image))
      problems.push(`image differs from Deployment/${service}'s`);
    if (container?.command?.join(' ') !== 'node dist/migrate.js')
      problems.push('command is not `node dist/migrate.js`');
    const provided = container ? providedEnv(container, manifests) : new Map<string, string>();
    if (
      !provided.has(`DATABASE_URL_${service.toUpperCase()}`) &&
      !provided.has('DATABASE_BASE_URL')
    )
      problems.push('no database URL');
    return problems.map((problem) => `Job/${service}-migrate: ${problem}`);
  });

type TCluster = {
  spec?: {
    managed?: { roles?: { name: string; login?: boolean; passwordSecret?: { name: string } }[] };
  };
};
type TDatabase = { spec?: { name?: string; owner?: string; cluster?: { name?: string } } };

// With an in-cluster CloudNativePG cluster: one database per service, <DATABASE_PREFIX>_<service>,
// owned by a login role of that cluster.
export const databases: TRule = (manifests) => {
  if (ofKind(manifests, 'Cluster').length === 0) return [];
  const prefix =
    find<{ data?: Record<string, string> }>(manifests, 'ConfigMap', 'nearbly-config')?.data
      ?.DATABASE_PREFIX ?? 'nearbly';
  return SERVICE_NAMES.flatMap((service) => {
    const name = `${prefix}_${service}`;
    const database = ofKind<TDatabase>(manifests, 'Database').find(
      (candidate) => candidate.spec?.name === name,
    );
    if (!database) return [`no CloudNativePG Database ${name}`];
    const cluster = find<TCluster>(manifests, 'Cluster', database.spec?.cluster?.name ?? '');
    if (!cluster)
      return [`${idOf(database)}: cluster ${database.spec?.cluster?.name} is not in the render`];
    const owner = cluster.spec?.managed?.roles?.find((role) => role.name === database.spec?.owner);
    return owner?.login && owner.passwordSecret
      ? []
      : [
          `${idOf(database)}: owner ${database.spec?.owner} is not a login role of ${idOf(cluster)}`,
        ];
  });
};

export const NAMESPACE = 'nearbly';

// Everything namespaced lands in the application's namespace.
export const namespaces: TRule = (manifests) =>
  manifests
    .filter(
      (manifest) => manifest.kind !== 'Namespace' && manifest.metadata.namespace !== NAMESPACE,
    )
    .map(
      (manifest) =>
        `${idOf(manifest)}: namespace is ${manifest.metadata.namespace ?? 'unset'}, want ${NAMESPACE}`,
    );

export const WORKLOAD_RULES: Record<string, TRule> = {
  processDeployments,
  probes,
  resources,
  securityContexts,
  pinnedImages,
  draining,
  availability,
  selectors,
  environment,
  migrations,
  databases,
  namespaces,
};
