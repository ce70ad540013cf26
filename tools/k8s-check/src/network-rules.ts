import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { TManifest } from './kustomize';
import type { TRule } from './rules';
import { idOf, ofKind, selectorMatches, workloads } from './workloads';

// NetworkPolicies: each pod of the application may make only the connections its code needs.

// Ports a pod may reach: DNS, Kafka's authenticated listener, Redis, PostgreSQL, HTTPS and SMTP.
export const ALLOWED_EGRESS_PORTS = new Set([53, 9094, 6379, 5432, 443, 587, 465]);

const policiesOf = (manifests: TManifest[], labels: Record<string, string> | undefined) =>
  ofKind<INetworkPolicy>(manifests, 'NetworkPolicy').filter((policy) =>
    selectorMatches(policy.spec?.podSelector?.matchLabels, labels),
  );

// Every Deployment and Job of the application (not the backing services' StatefulSets) has its
// pods selected by a policy that names Ingress and Egress, so what it does not list is denied; no
// rule opens a port to everyone or egress to every port; pods take ingress only on ports they
// declare, and only the BFF takes it at all (from the ingress controller and the metrics scraper).
export const networkPolicies: TRule = (manifests) =>
  workloads(manifests)
    .filter(({ manifest }) => manifest.kind !== 'StatefulSet')
    .flatMap(({ id, template, containers }) => {
      const labels = template.metadata?.labels;
      const policies = policiesOf(manifests, labels);
      if (policies.length === 0) return [`${id}: no NetworkPolicy selects its pods`];
      const problems: string[] = [];
      const types = new Set<string>(policies.flatMap((policy) => policy.spec?.policyTypes ?? []));
      for (const type of ['Ingress', 'Egress'])
        if (!types.has(type)) problems.push(`${id}: no NetworkPolicy restricts its ${type}`);
      const declared = new Set(
        containers.flatMap((container) =>
          (container.ports ?? []).map((port) => port.containerPort),
        ),
      );
      const isBff = labels?.['app.kubernetes.io/name'] === 'bff';
      for (const policy of policies) {
        for (const rule of policy.spec?.ingress ?? []) {
          if (!isBff) problems.push(`${idOf(policy)}: ${id} takes connections from other pods`);
          if (!rule.from?.length)
            problems.push(`${idOf(policy)}: an ingress rule admits every source`);
          if (!rule.ports?.length)
            problems.push(`${idOf(policy)}: an ingress rule opens every port`);
          for (const port of rule.ports ?? [])
            if (!declared.has(Number(port.port)))
              problems.push(
                `${idOf(policy)}: ingress on port ${port.port}, which ${id} does not declare`,
              );
        }
        for (const rule of policy.spec?.egress ?? []) {
          if (!rule.ports?.length)
            problems.push(`${idOf(policy)}: an egress rule allows every port`);
          for (const port of rule.ports ?? [])
            if (!ALLOWED_EGRESS_PORTS.has(Number(port.port)))
              problems.push(
                `${idOf(policy)}: egress to port ${port.port} is not a known dependency`,
              );
        }
      }
      return problems;
    });

export const NETWORK_RULES: Record<string, TRule> = { networkPolicies };
